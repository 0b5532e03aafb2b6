import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type UserImportResult } from '@sigsa/domain/admin/users-import';
import { validateNif } from '@sigsa/domain/validation/nif';
import { queryRows } from '../db/client.ts';
import { DemoUsers } from '../test/demo-users.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { LAST_SIGSA_MESSAGE } from './user-accounts.ts';

// `POST userAccounts/importar` (issue 13 "Beyond the spec"): the preview tells each line's outcome and writes
// nothing; the import writes all lines (audited, temporary passwords once) or none.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;

function importCsv(csv: string, simular: boolean, who: 'sigsa' | 'gestor' | 'mv' = 'sigsa') {
  return as(who).request({
    method: 'POST',
    url: `/api/userAccounts/importar?role=${who === 'sigsa' ? 'ROLE_SIGSA' : who === 'gestor' ? 'ROLE_MANAGER' : 'ROLE_MV'}&simular=${simular}`,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    payload: csv,
  });
}

const countOf = async (where = sql`true`) =>
  Number(
    (
      await queryRows<{ n: number }>(t.handle.db, sql`SELECT count(*) AS n FROM utilizadores WHERE ${where}`)
    )[0]?.n,
  );
const audits = async () =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.handle.db,
        sql`SELECT count(*) AS n FROM alteracoes_gestao WHERE entidade = 'users'`,
      )
    )[0]?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});
afterAll(async () => t.close());

const HEADER = 'username;nome;email;nif;perfis;laboratorio;dsavrs';
const GOOD = [
  HEADER,
  'ana.import;Ana Importada;ana@example.pt;287654320;MV;;',
  'rui.import;Rui Importado;;;ROLE_SVL;;DSAVRN|dsavrc',
  'lab.import;"Lab; com ponto e vírgula";;;ROLE_LAB;INIAV;',
].join('\r\n');

describe('user import', () => {
  it('previews each line (nova, alterada, igual, erro) and writes nothing', async () => {
    const before = { users: await countOf(), audits: await audits() };
    const csv = [
      '\uFEFF' + HEADER,
      'ana.import;Ana Importada;ana@example.pt;287654320;MV;;',
      'mv;Nome novo do MV;;;;;', // the demo vet: nome changes; an empty perfis removes every role → refused
      'svl;SVL;;245678905;ROLE_SVL;;',
      'errado;Errado;;123456780;ROLE_MV;;',
      'semlab;Sem lab;;;ROLE_LAB;XPTO;',
      'ana.import;Repetida;;;ROLE_SVR;;',
      'curta;Curta',
    ].join('\n');
    const res = await importCsv(csv, true);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<UserImportResult>();
    expect(result.aplicada).toBe(false);
    const by = new Map(result.linhas.map((l) => [l.linha, l]));
    expect(by.get(2)).toMatchObject({ username: 'ana.import', resultado: 'nova', erros: [] });
    expect(by.get(2)?.palavraPasseTemporaria).toBeUndefined();
    expect(by.get(3)?.resultado).toBe('erro');
    expect(by.get(3)?.erros.map((e) => e.field)).toContain('perfis');
    expect(by.get(5)?.erros).toContainEqual({ field: 'nif', message: validateNif('123456780') });
    expect(by.get(6)?.erros).toEqual([
      { field: 'laboratorio', message: IMPORT_MESSAGES.unknownLaboratory('XPTO') },
    ]);
    expect(by.get(7)?.erros).toEqual([{ field: 'username', message: IMPORT_MESSAGES.repeatedUsername(2) }]);
    expect(by.get(8)?.erros).toEqual([{ field: '', message: IMPORT_MESSAGES.columnCount }]);
    expect(result.totais.nova).toBe(1);
    expect(await countOf()).toBe(before.users);
    expect(await audits()).toBe(before.audits);
  });

  it('tells an unchanged user from a changed one', async () => {
    const [svl] = await queryRows<{ nome: string; email: string | null; nif: string | null }>(
      t.handle.db,
      sql`SELECT nome, email, nif FROM utilizadores WHERE username = 'svl'`,
    );
    const same = `username,nome\nsvl,${svl?.nome}\n`;
    const res = await importCsv(same, true);
    expect(res.json<UserImportResult>().linhas[0]).toMatchObject({ resultado: 'igual', campos: [] });
    const changed = await importCsv('username,nome\nsvl,Outro Nome\n', true);
    expect(changed.json<UserImportResult>().linhas[0]).toMatchObject({
      resultado: 'alterada',
      campos: ['nome'],
    });
  });

  it('imports all lines in one go, audited, each new user with a temporary password shown once', async () => {
    const before = { users: await countOf(), audits: await audits() };
    const res = await importCsv(GOOD, false);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<UserImportResult>();
    expect(result).toMatchObject({ aplicada: true, totais: { nova: 3, alterada: 0, igual: 0, erro: 0 } });
    expect(await countOf()).toBe(before.users + 3);
    expect(await audits()).toBe(before.audits + 3);
    const rui = await queryRows<{ codigo: string }>(
      t.handle.db,
      sql`SELECT d.codigo FROM utilizador_dsavrs ud JOIN dsavrs d ON d.id = ud.dsavr_id
          JOIN utilizadores u ON u.id = ud.utilizador_id WHERE u.username = 'rui.import' ORDER BY d.codigo`,
    );
    expect(rui.map((r) => r.codigo)).toEqual(['DSAVRC', 'DSAVRN']);
    const [lab] = await queryRows<{ nome: string; codigo: string }>(
      t.handle.db,
      sql`SELECT u.nome, l.codigo FROM utilizadores u JOIN laboratorios l ON l.id = u.laboratorio_id
          WHERE u.username = 'lab.import'`,
    );
    expect(lab).toEqual({ nome: 'Lab; com ponto e vírgula', codigo: 'INIAV' });
    // The temporary password signs in, and must be changed.
    const ana = result.linhas.find((l) => l.username === 'ana.import');
    const client = new TestClient(t.app);
    const signIn = await client.signIn('ana.import', ana?.palavraPasseTemporaria ?? '');
    expect(signIn.statusCode, signIn.body).toBe(200);
    // No password reaches an audit row.
    const rows = await queryRows<{ row: string }>(
      t.handle.db,
      sql`SELECT row_to_json(a)::text AS row FROM alteracoes_gestao a WHERE entidade = 'users'`,
    );
    for (const line of result.linhas)
      expect(rows.some((r) => r.row.includes(line.palavraPasseTemporaria ?? '?'))).toBe(false);
    // Run again: every line is now unchanged.
    const again = await importCsv(GOOD, true);
    expect(again.json<UserImportResult>().totais).toEqual({ nova: 0, alterada: 0, igual: 3, erro: 0 });
  });

  it('writes nothing when one line is refused: 400 naming the line and field', async () => {
    const before = { users: await countOf(), audits: await audits() };
    const csv = `${HEADER}\nnovo.bom;Novo Bom;;;ROLE_SVR;;DSAVRA\nnovo.mau;Novo Mau;nao-e-email;;ROLE_SVR;;\n`;
    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: IMPORT_MESSAGES.notApplied });
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual([
      'linhas[3].email',
    ]);
    expect(await countOf()).toBe(before.users);
    expect(await audits()).toBe(before.audits);
  });

  it('keeps the guards of the form: the last ROLE_SIGSA holder keeps the role', async () => {
    const holders = await queryRows<{ username: string }>(
      t.handle.db,
      sql`SELECT u.username FROM utilizadores u JOIN utilizador_roles r ON r.utilizador_id = u.id
          WHERE r.role = 'ROLE_SIGSA' AND u.enabled ORDER BY u.username`,
    );
    const csv = ['username;perfis', ...holders.map((h) => `${h.username};ROLE_MANAGER`)].join('\n');
    const res = await importCsv(csv, true);
    const lines = res.json<UserImportResult>().linhas;
    expect(lines.at(-1)?.erros).toEqual([{ field: '', message: LAST_SIGSA_MESSAGE }]);
    expect(await countOf(sql`enabled`)).toBeGreaterThan(0);
  });

  it('refuses a file it cannot read as a whole (400), and callers other than ROLE_SIGSA (403)', async () => {
    const cases: [string, string][] = [
      ['', IMPORT_MESSAGES.empty],
      ['nome;email\nA;a@b.pt\n', IMPORT_MESSAGES.noUsername],
      ['username;cor\nx;azul\n', IMPORT_MESSAGES.unknownColumn('cor')],
      ['username;Utilizador\nx;y\n', IMPORT_MESSAGES.repeatedColumn('username')],
      ['username;nome\n"aberta;x\n', IMPORT_MESSAGES.malformed(2)],
      ['username\n', IMPORT_MESSAGES.empty],
      [
        `username\n${Array.from({ length: 1001 }, (_, i) => `u${i}`).join('\n')}`,
        IMPORT_MESSAGES.tooManyLines,
      ],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(csv, true);
      expect(res.statusCode, csv).toBe(400);
      expect(res.json<{ message: string }>().message, csv).toBe(message);
    }
    const json = await as('sigsa').post('/api/userAccounts/importar?role=ROLE_SIGSA', { username: 'x' });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ message: string }>().message).toBe(IMPORT_MESSAGES.contentType);
    expect((await importCsv(GOOD, true, 'gestor')).statusCode).toBe(403);
    expect((await importCsv(GOOD, true, 'mv')).statusCode).toBe(403);
  });
});
