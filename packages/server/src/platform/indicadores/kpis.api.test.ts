import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isRole } from '@sigsa/domain/access/roles';
import { INDICADORES, MAPAS_INDICADORES } from '@sigsa/domain/indicadores/indicadores.registry';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { DEMO_ROLES } from '../../test/demo-roles.ts';
import { DemoUsers, roleOf } from '../../test/demo-users.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import {
  cartoesDasTendencias,
  grupoDeTendencias,
  ligacaoDoSegmento,
} from '@sigsa/domain/indicadores/tendencias';
import type { TendenciasAnswer } from '@sigsa/domain/indicadores/tendencias';
import { janelaDosDias, ligacaoDasFreguesias, type MapaAnswer } from '@sigsa/domain/indicadores/mapa';
import { todayIn } from '@sigsa/domain/validation/dates';
import { kpisChecks, SIGNED_IN } from './kpis.test-support.ts';
import { counterDivergences } from '../../test/counters-check.ts';

// Início's figures (issue 17): every card of every group, for every demo role, is the total of the list its link
// opens (same visibility, same filters), on the demo records (every state of each type, two regions, labs, vets).

let t: TestApp;
const users = new DemoUsers([...Object.keys(DEMO_ROLES), 'svl.semdsavr']);
const { as } = users;
const { listTotal, linkTotal, kpis, expectCardsAreListTotals } = kpisChecks(as);

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});

afterAll(async () => {
  await t.close();
});

describe('GET kpis', () => {
  it('gives every role the cards it is shown, each the total of the list its link opens', async () => {
    let nonZero = 0;
    for (const [username, role] of SIGNED_IN) nonZero += await expectCardsAreListTotals(username, role);
    // The demo records make the comparison mean something: many cards are above zero.
    expect(nonZero).toBeGreaterThan(10);
  });

  it('shows SIGSA every built group, the laboratory its collections, the carrier nothing', async () => {
    expect((await kpis('sigsa', 'ROLE_SIGSA')).grupos.map((g) => g.grupo)).toEqual(
      INDICADORES.map((g) => g.grupo),
    );
    expect((await kpis('lab', 'ROLE_LAB')).grupos.map((g) => g.grupo)).toEqual([
      'indicadoresControlosLaboratoriais',
      'indicadoresControlosLaboratoriaisAnimaisSelvagens',
    ]);
    expect((await kpis('transportador', 'ROLE_TRANSPORTADOR')).grupos).toEqual([]);
  });

  it('counts nothing for a regional service without a DSAVR', async () => {
    for (const entry of (await kpis('svl.semdsavr', 'ROLE_SVL')).grupos)
      if ('valores' in entry) for (const n of Object.values(entry.valores)) expect(n).toBe(0);
  });
});

describe('GET kpis/{grupo}', () => {
  it('answers every key of the group, 0 included, over what the role may see', async () => {
    for (const grupo of INDICADORES) {
      const res = await as('sigsa').get(`/api/kpis/${grupo.grupo}?role=ROLE_SIGSA`);
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json<Record<string, number>>();
      expect(Object.keys(answer)).toEqual(grupo.cartoes.map((c) => c.chave));
      for (const cartao of grupo.cartoes)
        expect(answer[cartao.chave]).toBe(await listTotal('sigsa', 'ROLE_SIGSA', grupo, cartao));
    }
  });

  it('refuses what cannot be answered, with a Portuguese message and never a 500', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/kpis?role=ROLE_SIGSA')).statusCode).toBe(401);
    expect((await anonymous.get('/api/kpis/indicadoresVacinacao?role=ROLE_SIGSA')).statusCode).toBe(401);
    const noRole = await as('sigsa').get('/api/kpis/indicadoresVacinacao');
    expect(noRole.statusCode).toBe(400);
    expect(noRole.json<{ message: string }>().message).toBe('É necessário indicar o perfil.');
    expect((await as('sigsa').get('/api/kpis')).statusCode).toBe(400);
    // A role the user does not hold.
    expect((await as('mv').get('/api/kpis?role=ROLE_SIGSA')).statusCode).toBe(403);
    // A group whose list the role may not consult.
    expect((await as('lab').get('/api/kpis/indicadoresVacinacao?role=ROLE_LAB')).statusCode).toBe(403);
    // Unknown, or of a type not built yet.
    expect((await as('sigsa').get('/api/kpis/outro?role=ROLE_SIGSA')).statusCode).toBe(404);
    expect((await as('sigsa').get('/api/kpis/indicadoresQuestionarios?role=ROLE_SIGSA')).statusCode).toBe(
      404,
    );
  });
});

describe('a decision moves the figures', () => {
  it('validating a submitted exam moves one exam from Em validação to Válido', async () => {
    const before = (await kpis('sigsa', 'ROLE_SIGSA')).grupos;
    const exames = await as('sigsa').get(
      `/api/examesClinicosNecropsias/search/filter?role=ROLE_SIGSA&size=50&estado=${encodeURIComponent(
        JSON.stringify({ value: ['SUBMETIDO'] }),
      )}`,
    );
    const submetidos = exames.json<{ _embedded: { examesClinicosNecropsias: { id: number }[] } }>()._embedded
      .examesClinicosNecropsias;
    // A submitted exam another user submitted (four-eyes): SIGSA validates it.
    let validado = false;
    for (const { id } of submetidos) {
      const record = await as('sigsa').get(
        `/api/examesClinicosNecropsias/${id}?role=ROLE_SIGSA&projection=full`,
      );
      const { version } = record.json<{ version: number }>();
      const res = await as('sigsa').post(`/api/examesClinicosNecropsias/${id}/validar?role=ROLE_SIGSA`, {
        version,
      });
      if (res.statusCode === 200) {
        validado = true;
        break;
      }
    }
    expect(validado).toBe(true);
    const after = (await kpis('sigsa', 'ROLE_SIGSA')).grupos;
    const diff: string[] = [];
    for (const entry of after) {
      if (!('valores' in entry)) continue;
      const old = before.find((b) => b.grupo === entry.grupo);
      if (!old || !('valores' in old)) continue;
      for (const [key, n] of Object.entries(entry.valores))
        if (n !== old.valores[key]) diff.push(`${entry.grupo}:${key}:${n - (old.valores[key] ?? 0)}`);
    }
    // The DDO card of the exam moves too when its linked notifications carry a notifiable disease.
    const semDdo = diff.filter((d) => !d.startsWith('indicadoresExamesClinicosNecropsiasSVL:'));
    // And SIGSA's own to-do: one record less awaits its decision.
    expect(semDdo.sort()).toEqual([
      'indicadoresExamesClinicosNecropsias:AGUARDA_MINHA_DECISAO:-1',
      'indicadoresExamesClinicosNecropsias:SUBMETIDO:-1',
      'indicadoresExamesClinicosNecropsias:VALIDO:1',
    ]);
    expect(diff.length - semDdo.length).toBeLessThanOrEqual(1);
  });
});

describe('GET kpis/tendencias (ours)', () => {
  it('counts, for every role and type, each week and card as the list its segment opens', async () => {
    let nonZero = 0;
    for (const [username, role] of Object.entries(DEMO_ROLES)) {
      if (!isRole(role)) throw new Error(role);
      // The role's trends are those of the groups its Início shows.
      const shown = new Set((await kpis(username, role)).grupos.map((g) => g.grupo));
      for (const entidade of new Set(INDICADORES.map((g) => g.entidade))) {
        const grupo = grupoDeTendencias(entidade, role);
        const res = await as(username).get(
          `/api/kpis/tendencias?role=${role}&entidade=${entidade}&semanas=3`,
        );
        if (!grupo || !shown.has(grupo.grupo)) {
          expect(res.statusCode, `${username} ${entidade}`).toBe(403);
          continue;
        }
        expect(res.statusCode, `${username} ${entidade} ${res.body}`).toBe(200);
        const answer = res.json<TendenciasAnswer>();
        expect(answer.grupo).toBe(grupo.grupo);
        expect(answer.semanas).toHaveLength(3);
        const cartoes = cartoesDasTendencias(grupo, role);
        for (const semana of answer.semanas) {
          expect(Object.keys(semana.valores).sort()).toEqual(cartoes.map((c) => c.chave).sort());
          if (Object.values(semana.valores).every((n) => n === 0)) continue;
          for (const cartao of cartoes) {
            const n = semana.valores[cartao.chave] ?? -1;
            if (n > 0) nonZero++;
            expect(n, `${username} ${entidade} ${semana.inicio} ${cartao.chave}`).toBe(
              await linkTotal(username, role, ligacaoDoSegmento(grupo, cartao, semana)),
            );
          }
        }
      }
    }
    // The demo records were created this week: the figures are not all zero.
    expect(nonZero).toBeGreaterThan(10);
  });

  it('puts a record created at Monday 00:00 in Lisbon in that week, one a second earlier in the week before', async () => {
    const semanas = async () => {
      const res = await as('sigsa').get('/api/kpis/tendencias?role=ROLE_SIGSA&entidade=vacinacoes&semanas=2');
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TendenciasAnswer>().semanas;
    };
    const totais = async () =>
      (await semanas()).map((s) => Object.values(s.valores).reduce((a, b) => a + b, 0));
    const [anterior = 0, atual = 0] = await totais();
    const segunda = (await semanas())[1]?.inicio ?? '';
    expect(atual).toBeGreaterThanOrEqual(2);
    // Two of this week's vaccinations, moved to either side of this week's first instant.
    await queryRows(
      t.handle.db,
      sql`WITH duas AS (SELECT v.id, row_number() OVER (ORDER BY v.id) AS n FROM vacinacoes v
                         WHERE NOT v.arquivado AND v.estado = 'VALIDO' ORDER BY v.id LIMIT 2)
          UPDATE vacinacoes v SET created_on = (${segunda}::timestamp AT TIME ZONE 'Europe/Lisbon')
                 - CASE WHEN d.n = 1 THEN interval '1 second' ELSE interval '0' END
            FROM duas d WHERE d.id = v.id`,
    );
    expect(await totais()).toEqual([anterior + 1, atual - 1]);
  });

  it('answers 400 for a bad window or type, 403 for a type the role does not see, 401 signed out', async () => {
    const base = '/api/kpis/tendencias?role=ROLE_SIGSA';
    for (const semanas of ['0', '105', '2.5', 'muitas']) {
      const res = await as('sigsa').get(`${base}&entidade=vacinacoes&semanas=${semanas}`);
      expect(res.statusCode, semanas).toBe(400);
      expect(res.body).toContain('O número de semanas deve ser um número inteiro entre 1 e 104.');
    }
    const semEntidade = await as('sigsa').get(base);
    expect(semEntidade.statusCode).toBe(400);
    expect(semEntidade.body).toContain('É necessário indicar o tipo de registo (entidade).');
    const desconhecida = await as('sigsa').get(`${base}&entidade=exploracoes`);
    expect(desconhecida.statusCode).toBe(400);
    expect(desconhecida.body).toContain('Tipo de registo sem tendências para este perfil.');
    expect((await as('lab').get('/api/kpis/tendencias?role=ROLE_LAB&entidade=vacinacoes')).statusCode).toBe(
      403,
    );
    expect((await as('sigsa').get('/api/kpis/tendencias?entidade=vacinacoes')).statusCode).toBe(400);
    const anonymous = await new TestClient(t.app).get(
      '/api/kpis/tendencias?role=ROLE_SIGSA&entidade=vacinacoes',
    );
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET kpis/mapa (ours)', () => {
  const hoje = todayIn(new Date());

  it('counts, for every role and mapped type, each parish as the list its link opens', async () => {
    let parishes = 0;
    for (const [username, role] of Object.entries(DEMO_ROLES)) {
      if (!isRole(role)) throw new Error(role);
      const shown = new Set((await kpis(username, role)).grupos.map((g) => g.grupo));
      for (const mapa of MAPAS_INDICADORES) {
        const grupo = grupoDeTendencias(mapa.entidade, role);
        const res = await as(username).get(`/api/kpis/mapa?role=${role}&entidade=${mapa.entidade}&dias=90`);
        if (!grupo || !shown.has(grupo.grupo)) {
          expect(res.statusCode, `${username} ${mapa.entidade}`).toBe(403);
          continue;
        }
        expect(res.statusCode, `${username} ${mapa.entidade} ${res.body}`).toBe(200);
        const answer = res.json<MapaAnswer>();
        const janela = janelaDosDias(hoje, 90);
        for (const [dicofre, n] of Object.entries(answer)) {
          expect(dicofre).toMatch(/^\d{6}$/);
          expect(n).toBeGreaterThan(0);
          expect(n, `${username} ${mapa.entidade} ${dicofre}`).toBe(
            await linkTotal(username, role, ligacaoDasFreguesias(grupo, mapa, [dicofre], janela)),
          );
          parishes++;
        }
      }
    }
    // The demo records are on parishes, created this week.
    expect(parishes).toBeGreaterThan(10);
  });

  it('leaves out what the window does not hold', async () => {
    const total = async (dias: number) => {
      const res = await as('sigsa').get(`/api/kpis/mapa?role=ROLE_SIGSA&entidade=vacinacoes&dias=${dias}`);
      expect(res.statusCode, res.body).toBe(200);
      return Object.values(res.json<MapaAnswer>()).reduce((a, b) => a + b, 0);
    };
    const [antes30, antes90] = [await total(30), await total(90)];
    expect(antes30).toBeGreaterThan(0);
    // A vaccination registered 40 days ago: out of the 30 days, still in the 90.
    await queryRows(
      t.handle.db,
      sql`UPDATE vacinacoes SET created_on = created_on - interval '40 days'
           WHERE id = (SELECT v.id FROM vacinacoes v JOIN exploracoes e ON e.id = v.exploracao_id
                        WHERE NOT v.arquivado AND e.freguesia IS NOT NULL ORDER BY v.id LIMIT 1)`,
    );
    expect(await total(30)).toBe(antes30 - 1);
    expect(await total(90)).toBe(antes90);
  });

  it('answers 400 for a bad window or type, 403 for a type the role does not see, 401 signed out', async () => {
    const base = '/api/kpis/mapa?role=ROLE_SIGSA';
    for (const dias of ['0', '366', '2.5', 'muitos']) {
      const res = await as('sigsa').get(`${base}&entidade=vacinacoes&dias=${dias}`);
      expect(res.statusCode, dias).toBe(400);
      expect(res.body).toContain('O número de dias deve ser um número inteiro entre 1 e 365.');
    }
    const semEntidade = await as('sigsa').get(base);
    expect(semEntidade.statusCode).toBe(400);
    expect(semEntidade.body).toContain('É necessário indicar o tipo de registo (entidade).');
    for (const entidade of ['exploracoes', 'controlosLaboratoriaisColheitasAmostras']) {
      const res = await as('sigsa').get(`${base}&entidade=${entidade}`);
      expect(res.statusCode, entidade).toBe(400);
      expect(res.body).toContain('Tipo de registo sem mapa para este perfil.');
    }
    expect((await as('lab').get('/api/kpis/mapa?role=ROLE_LAB&entidade=vacinacoes')).statusCode).toBe(403);
    expect((await as('sigsa').get('/api/kpis/mapa?entidade=vacinacoes')).statusCode).toBe(400);
    const anonymous = await new TestClient(t.app).get('/api/kpis/mapa?role=ROLE_SIGSA&entidade=vacinacoes');
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the figures stay the lists' totals whatever happens (fast-check)", () => {
  /** The record lists the cards count, each with its records' ids (archived ones included). */
  const ENTIDADES = [...new Set(INDICADORES.map((g) => g.entidade))];

  async function idsOf(entidade: string): Promise<number[]> {
    const ids: number[] = [];
    for (const arquivado of [false, true]) {
      const filtro = encodeURIComponent(JSON.stringify({ value: arquivado }));
      const res = await as('sigsa').get(
        `/api/${entidade}/search/filter?role=ROLE_SIGSA&size=100&sort=id,asc&arquivado=${filtro}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ _embedded: Record<string, { id: number }[]> }>();
      ids.push(...(body._embedded[entidade] ?? []).map((r) => r.id));
    }
    return ids;
  }

  /** One operation as the authority: archive, bring back or validate a record, whatever its state. */
  async function operate(entidade: string, id: number, operacao: 'arquivar' | 'desarquivar' | 'validar') {
    const record = await as('sigsa').get(`/api/${entidade}/${id}?role=ROLE_SIGSA&projection=full`);
    const { version } = record.json<{ version: number }>();
    const res = await as('sigsa').post(`/api/${entidade}/${id}/${operacao}?role=ROLE_SIGSA`, { version });
    // Refused operations (a state that does not allow it, four-eyes) change nothing: the figures must still hold.
    expect(res.statusCode, `${operacao} ${entidade}/${id}: ${res.body}`).toBeLessThan(500);
    if (res.statusCode === 200) feitas++;
  }
  /** Operations that went through: the property is about figures that moved. */
  let feitas = 0;

  it("after any sequence of operations, every card of every role is its list's total", async () => {
    const ids = Object.fromEntries(
      await Promise.all(ENTIDADES.map(async (e) => [e, await idsOf(e)] as const)),
    );
    const operacao = fc.record({
      entidade: fc.constantFrom(...ENTIDADES),
      indice: fc.nat(),
      operacao: fc.constantFrom('arquivar' as const, 'desarquivar' as const, 'validar' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operacao, { minLength: 1, maxLength: 6 }), async (operacoes) => {
        for (const o of operacoes) {
          const lista = ids[o.entidade] ?? [];
          const id = lista[o.indice % Math.max(1, lista.length)];
          if (id !== undefined) await operate(o.entidade, id, o.operacao);
        }
        for (const [username, role] of SIGNED_IN) await expectCardsAreListTotals(username, role);
        expect(await counterDivergences(t.handle.db)).toEqual([]);
      }),
      // A fixed seed: the sequences (and how many of them the workflows accept) are the same on every run.
      { numRuns: 8, seed: 20261206 },
    );
    expect(feitas).toBeGreaterThanOrEqual(3);
  });
});

it('names the demo role of each user it signs in', () => {
  expect(roleOf('lab')).toBe('ROLE_LAB');
});
