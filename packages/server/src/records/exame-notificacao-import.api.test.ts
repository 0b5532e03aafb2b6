import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTADA_DUAS_VEZES_MESSAGE } from '@sigsa/domain/records/animal-rows';
import { queryRows } from '../db/client.ts';
import { DemoUsers } from '../test/demo-users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  exameDomesticoPayload,
  exameRefs,
  type ExameRefs,
} from './exame-clinico-necropsia/exame.fixtures.ts';
import { IMPORT_DESCONHECIDA_MESSAGE } from './exame-clinico-necropsia/exame.repository.ts';
import { notificacaoInState, notificacaoRefs } from './notificacao-suspeita-doenca/notificacao.fixtures.ts';

// "Registar exame" from a notification (issue 14): an exam imports the rows of the notifications it links, each
// source row once per list (`importId`); a source outside its linked notifications is refused. Across two record
// types, so it lives beside both.

let t: TestApp;
let refs: ExameRefs;
const users = new DemoUsers(['sigsa', 'mv']);
const { as } = users;
const BASE = '/api/examesClinicosNecropsias';
const q = () => 'role=ROLE_SIGSA&projection=full';

async function create(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await as('sigsa').post(`${BASE}/create?${q()}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Record<string, unknown>>();
}

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  refs = await exameRefs(t);
});
afterAll(async () => t.close());

describe('an exam imports its notifications’ rows (issue 14)', () => {
  it('imports a linked notification’s rows once each (importId); an unknown or repeated source is refused', async () => {
    // A submitted production notification with its declaration, made through the real calls.
    const submetida = await notificacaoInState(as, await notificacaoRefs(t), 'SUBMETIDO');
    const [origem] = submetida.declaracoesAnimais as { id: number }[];
    if (!origem) throw new Error('notificação sem declaração');
    const fonte = { notificacao: submetida.id, declaracao: origem.id };
    const base = exameDomesticoPayload(refs);
    const [declaracao] = base.declaracoesAnimais as Record<string, unknown>[];
    const body = (importIds: (number | null)[], notificacoes = [fonte.notificacao]) => ({
      ...base,
      motivosExames: [refs.motivos.SUSPEITA_DOENCA],
      notificacoesSuspeitasDoencas: notificacoes,
      declaracoesAnimais: importIds.map((importId, i) => ({
        ...declaracao,
        subCategoriaAnimal: i === 0 ? refs.subCategoria : refs.subCategoria + 1,
        importId,
      })),
    });
    const exame = await create(body([fonte.declaracao]));
    expect((exame.declaracoesAnimais as { importId: number }[])[0]?.importId).toBe(fonte.declaracao);

    const fields = (res: { json: <T>() => T }) =>
      res.json<{ errors: { field: string; message: string }[] }>().errors;
    const twice = await as('sigsa').post(`${BASE}/create?${q()}`, body([fonte.declaracao, fonte.declaracao]));
    expect(twice.statusCode).toBe(400);
    expect(fields(twice)).toContainEqual({
      field: 'declaracoesAnimais.1.importId',
      message: IMPORTADA_DUAS_VEZES_MESSAGE,
    });
    // A source outside the linked notifications is unknown; nothing is stored.
    const before = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM exames_clinicos_necropsias`,
    );
    const unlinked = await as('sigsa').post(`${BASE}/create?${q()}`, body([fonte.declaracao], []));
    expect(unlinked.statusCode).toBe(400);
    expect(fields(unlinked)).toContainEqual({
      field: 'declaracoesAnimais.0.importId',
      message: IMPORT_DESCONHECIDA_MESSAGE,
    });
    const after = await queryRows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM exames_clinicos_necropsias`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });
});
