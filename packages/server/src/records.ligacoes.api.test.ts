import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@sigsa/domain/access/roles';
import type { LinkedRecordsAnswer } from '@sigsa/domain/records/ligacoes';
import {
  createNotificacao,
  notificacaoPayload,
  notificacaoRefs,
} from './records/notificacao-suspeita-doenca/notificacao.fixtures.ts';
import { notificacaoRecord } from './records/notificacao-suspeita-doenca/notificacao.record.ts';
import { createVacinacao, vacinacaoPayload, vacinacaoRefs } from './records/vacinacao/vacinacao.fixtures.ts';
import { vacinacaoRecord } from './records/vacinacao/vacinacao.record.ts';
import { DemoUsers } from './test/demo-users.ts';
import { createTestApp, userId, type TestApp } from './test/test-app.ts';
import type { VisibilityContext } from './platform/resources/resource.types.ts';
import { linkedRecords, linkViews } from './platform/records/linked-records.ts';
import type { RecordRelation, RecordType } from './platform/records/record-type.ts';

// The generic side of "Registos ligados" (platform/records/linked-records.ts), on a relation made for the test:
// vaccinations linked to notifications through a table of this file's private database. Every linked record is
// filtered by its own type's visibility; an invisible one leaves no trace.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'mv', 'mvmunicipal']);
const { as } = users;

const relation: RecordRelation = {
  name: 'notificacoes',
  label: 'Notificações',
  back: { name: 'vacinacoes', label: 'Vacinações' },
  target: 'notificacoesSuspeitasDoencas',
  links: sql`SELECT tl.vacinacao AS origem, tl.notificacao AS destino FROM test_ligacoes tl`,
};
const vacinacoes: RecordType = { ...vacinacaoRecord, relations: [relation] };
const TYPES = [vacinacoes, notificacaoRecord];

let vacinacao: { id: number; numeroSerie: string | null };
let ofMv: { id: number; numeroSerie: string | null };
let ofMunicipal: { id: number; numeroSerie: string | null };
const ctx: Record<string, VisibilityContext> = {};

const contextOf = async (username: string, role: Role): Promise<VisibilityContext> => ({
  userId: await userId(t, username),
  username,
  role,
  level: 'REGISTO',
});

/** What `username` reads linked to record `id` of `type`; `closed`: entities its role may not consult. */
function read(type: RecordType, id: number, username: string, closed: string[] = []) {
  const caller = ctx[username];
  if (!caller) throw new Error(username);
  return linkedRecords(t.handle.db, type, linkViews(type, TYPES), id, caller, (resource) =>
    closed.includes(resource.entity) ? null : caller,
  );
}

const numbers = (answer: LinkedRecordsAnswer) =>
  Object.fromEntries(Object.entries(answer._embedded).map(([k, v]) => [k, v.map((r) => r.numeroSerie)]));

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
  const nRefs = await notificacaoRefs(t);
  vacinacao = await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(await vacinacaoRefs(t), 'mv'));
  ofMv = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(nRefs, 'DOM_PRODUCAO', 'mv'));
  ofMunicipal = await createNotificacao(
    as('mvmunicipal'),
    'ROLE_MV_MUNICIPAL',
    notificacaoPayload(nRefs, 'DOM_PRODUCAO', 'mvmunicipal'),
  );
  await t.handle.db.execute(sql`CREATE TABLE test_ligacoes (vacinacao integer, notificacao integer)`);
  await t.handle.db.execute(
    sql`INSERT INTO test_ligacoes VALUES (${vacinacao.id}, ${ofMunicipal.id}), (${vacinacao.id}, ${ofMv.id})`,
  );
  ctx.sigsa = await contextOf('sigsa', 'ROLE_SIGSA');
  ctx.mv = await contextOf('mv', 'ROLE_MV');
  ctx.mvmunicipal = await contextOf('mvmunicipal', 'ROLE_MV_MUNICIPAL');
});

afterAll(async () => {
  await t.close();
});

describe('linked records, whatever the relation', () => {
  it('each side reads the relation under its own name; the records are sorted by id', async () => {
    expect(linkViews(vacinacoes, TYPES).map((v) => [v.name, v.label, v.other.entity])).toEqual([
      ['notificacoes', 'Notificações', 'notificacoesSuspeitasDoencas'],
    ]);
    // The notification reads its own relation first, then the relations targeting it in the order of the types.
    expect(linkViews(notificacaoRecord, TYPES).map((v) => v.name)).toEqual([
      'focoPrimario',
      'vacinacoes',
      'focosSecundarios',
    ]);
    expect(numbers(await read(vacinacoes, vacinacao.id, 'sigsa'))).toEqual({
      notificacoes: [ofMv.numeroSerie, ofMunicipal.numeroSerie],
    });
    const back = await read(notificacaoRecord, ofMv.id, 'sigsa');
    expect(back._embedded.vacinacoes).toEqual([
      expect.objectContaining({
        id: vacinacao.id,
        numeroSerie: vacinacao.numeroSerie,
        estado: 'INICIAL',
        tipo: 'vacinacoes',
        rotaDetalhe: `/consultar/vacinacao/${vacinacao.id}`,
      }),
    ]);
  });

  it('a linked record the caller may not see is left out without a trace: no number, no count', async () => {
    const answer = await read(vacinacoes, vacinacao.id, 'mv');
    expect(numbers(answer)).toEqual({ notificacoes: [ofMv.numeroSerie] });
    expect(JSON.stringify(answer)).not.toContain(String(ofMunicipal.numeroSerie));
    expect(JSON.stringify(answer)).not.toContain(`/${ofMunicipal.id}"`);
    // mvmunicipal does not see mv's vaccination: from its own notification, the link back is empty (and the
    // notification's own focoPrimario is the authority's alone).
    expect(numbers(await read(notificacaoRecord, ofMunicipal.id, 'mvmunicipal'))).toEqual({ vacinacoes: [] });
  });

  it("a target type the caller's role may not consult shows none of its records", async () => {
    const answer = await read(vacinacoes, vacinacao.id, 'sigsa', ['notificacoesSuspeitasDoencas']);
    expect(answer.relacoes.map((r) => r.nome)).toEqual(['notificacoes']);
    expect(numbers(answer)).toEqual({ notificacoes: [] });
  });

  it('a relation not readable by the role is not there at all', async () => {
    const hidden: RecordType = {
      ...vacinacoes,
      relations: [{ ...relation, readable: (c) => c.role === 'ROLE_SIGSA' }],
    };
    expect((await read(hidden, vacinacao.id, 'mv')).relacoes).toEqual([]);
    expect((await read(hidden, vacinacao.id, 'sigsa')).relacoes).toHaveLength(1);
  });

  it('a relation to an unknown type, or two groups under one name, is refused when the routes are built', () => {
    const unknown: RecordType = { ...vacinacoes, relations: [{ ...relation, target: 'naoExiste' }] };
    expect(() => linkViews(unknown, [unknown])).toThrow(/no record type naoExiste/);
    const twice: RecordType = { ...vacinacoes, relations: [relation, relation] };
    expect(() => linkViews(twice, [twice, notificacaoRecord])).toThrow(/two linked-record groups/);
  });
});
