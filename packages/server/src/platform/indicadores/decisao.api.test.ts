import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CARTAO_DECISAO, DECISAO_KEY } from '@sigsa/domain/indicadores/indicadores';
import { INDICADORES } from '@sigsa/domain/indicadores/indicadores.registry';
import type { Permissoes } from '@sigsa/domain/workflow/permissoes';
import { sideAt } from '@sigsa/domain/workflow/workflow';
import { queryRows } from '../../db/client.ts';
import { RECORD_TYPES } from '../../records.registry.ts';
import { counterDivergences } from '../../test/counters-check.ts';
import { DemoUsers } from '../../test/demo-users.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { kpisChecks } from './kpis.test-support.ts';

// "A aguardar a minha decisão" (issue 17, ours): the list filter and Início's card hold exactly the records the
// caller may decide now, which is what each record's `permissoes` say, and never the caller's own (four-eyes).

let t: TestApp;
const CALLERS = [
  ['sigsa', 'ROLE_SIGSA'],
  ['gestor', 'ROLE_MANAGER'],
  ['svl', 'ROLE_SVL'],
  ['svr', 'ROLE_SVR'],
  ['mv', 'ROLE_MV'],
] as const;
const users = new DemoUsers(CALLERS.map(([username]) => username));
const { as } = users;
const { kpis } = kpisChecks(as);
const ENTIDADES = [...new Set(INDICADORES.map((g) => g.entidade))];

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});

afterAll(async () => {
  await t.close();
});

/**
 * The ids `username` lists of `entidade`, all or filtered on the decision column; null when the role may not
 * consult the type.
 */
async function listed(username: string, role: string, entidade: string, decide?: boolean) {
  const filtro =
    decide === undefined ? '' : `&${DECISAO_KEY}=${encodeURIComponent(JSON.stringify({ value: decide }))}`;
  const res = await as(username).get(`/api/${entidade}/search/filter?role=${role}&size=200${filtro}`);
  if (res.statusCode === 403) return null;
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ page: { totalElements: number }; _embedded: Record<string, { id: number }[]> }>();
  expect(body.page.totalElements, 'one page holds the demo records').toBeLessThanOrEqual(200);
  return (body._embedded[entidade] ?? []).map((r) => r.id);
}

/** The caller's figure of the decision card of `entidade`'s group. */
async function figure(username: string, role: string, entidade: string): Promise<number | undefined> {
  const grupo = INDICADORES.find((g) => g.entidade === entidade && g.cartoes.includes(CARTAO_DECISAO));
  const entry = (await kpis(username, role)).grupos.find((g) => g.grupo === grupo?.grupo);
  return entry && 'valores' in entry ? entry.valores[CARTAO_DECISAO.chave] : undefined;
}

describe('A aguardar a minha decisão', () => {
  it('lists, for every reviewing role and type, exactly the records whose permissoes let the caller decide', async () => {
    let decidable = 0;
    for (const [username, role] of CALLERS)
      for (const entidade of ENTIDADES) {
        const type = RECORD_TYPES.find((r) => r.resource.entity === entidade);
        if (!type) throw new Error(entidade);
        const all = await listed(username, role, entidade);
        if (!all) continue;
        const yes = (await listed(username, role, entidade, true)) ?? [];
        const no = (await listed(username, role, entidade, false)) ?? [];
        expect([...yes, ...no].sort(), `${username} ${entidade}`).toEqual([...all].sort());
        for (const id of all) {
          const res = await as(username).get(`/api/${entidade}/${id}?role=${role}`);
          expect(res.statusCode, res.body).toBe(200);
          const { estado, permissoes } = res.json<{ estado: string; permissoes: Permissoes }>();
          const decides = type.workflow.operations.some(
            (op) =>
              op.transitions[estado] !== undefined &&
              sideAt(op, estado) === 'reviewer' &&
              permissoes[op.flag],
          );
          expect(yes.includes(id), `${username} ${entidade}/${id} ${estado}`).toBe(decides);
          if (decides) decidable++;
        }
        if (CARTAO_DECISAO.perfis.includes(role))
          expect(await figure(username, role, entidade)).toBe(yes.length);
        // The others hold a limited level on the record areas: they decide nothing, and are shown no such card.
        else {
          expect(yes, `${username} ${entidade}`).toEqual([]);
          expect(await figure(username, role, entidade)).toBeUndefined();
        }
      }
    // The demo records hold submitted records of others for the authority: the comparison means something.
    expect(decidable).toBeGreaterThan(10);
  });

  it("takes a record out of its creator's figure and list, not out of another reviewer's (four-eyes)", async () => {
    const entidade = 'notificacoesSuspeitasDoencas';
    const [id] = (await listed('sigsa', 'ROLE_SIGSA', entidade, true)) ?? [];
    expect(id).toBeDefined();
    const [sigsa, gestor] = [
      await figure('sigsa', 'ROLE_SIGSA', entidade),
      await figure('gestor', 'ROLE_MANAGER', entidade),
    ];
    await queryRows(
      t.handle.db,
      sql`UPDATE notificacoes_suspeitas_doencas SET created_by = 'sigsa' WHERE id = ${id ?? 0}`,
    );
    expect(await figure('sigsa', 'ROLE_SIGSA', entidade)).toBe((sigsa ?? 0) - 1);
    expect(await listed('sigsa', 'ROLE_SIGSA', entidade, true)).not.toContain(id);
    expect(await figure('gestor', 'ROLE_MANAGER', entidade)).toBe(gestor);
    expect(await listed('gestor', 'ROLE_MANAGER', entidade, true)).toContain(id);
    expect(await counterDivergences(t.handle.db)).toEqual([]);
  });
});
