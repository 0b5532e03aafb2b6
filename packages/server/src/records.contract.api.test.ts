import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOperation } from '@sigsa/domain/workflow/workflow';
import { RECORD_TYPES } from './records.registry.ts';
import {
  notificacaoPayload,
  notificacaoRefs,
} from './records/notificacao-suspeita-doenca/notificacao.fixtures.ts';
import { vacinacaoPayload, vacinacaoRefs } from './records/vacinacao/vacinacao.fixtures.ts';
import { exameDomesticoPayload, exameRefs } from './records/exame-clinico-necropsia/exame.fixtures.ts';
import { riscoPayload } from './records/risco-sanitario/risco.fixtures.ts';
import { colheitaPayload, colheitaRefs } from './records/colheita-amostras/colheita-amostras.fixtures.ts';
import {
  colheitaSelvagemPayload,
  colheitaSelvagemRefs,
} from './records/colheita-amostras-selvagens/colheita-selvagem.fixtures.ts';
import { createTestApp, signedIn, type TestApp, type TestClient } from './test/test-app.ts';

// One contract for every registered record type (conventions §13): create → read → list → filter → save →
// submit (a type with states) → history, through the generic routes. A new type fails here until it gives its fixture.

/** How the contract makes a record of a type: who creates it, under which role, with which complete body. */
interface ContractFixture {
  username: string;
  role: string;
  body(t: TestApp): Promise<Record<string, unknown>>;
}

const FIXTURES: Readonly<Record<string, ContractFixture>> = {
  vacinacoes: {
    username: 'mv',
    role: 'ROLE_MV',
    body: async (t) => vacinacaoPayload(await vacinacaoRefs(t), 'mv'),
  },
  notificacoesSuspeitasDoencas: {
    username: 'mv',
    role: 'ROLE_MV',
    body: async (t) => notificacaoPayload(await notificacaoRefs(t), 'DOM_PRODUCAO'),
  },
  examesClinicosNecropsias: {
    username: 'mv',
    role: 'ROLE_MV',
    body: async (t) => exameDomesticoPayload(await exameRefs(t), 'mv'),
  },
  riscoSanitario: {
    username: 'sigsa',
    role: 'ROLE_SIGSA',
    body: riscoPayload,
  },
  controlosLaboratoriaisColheitasAmostras: {
    username: 'mv',
    role: 'ROLE_MV',
    body: async (t) => colheitaPayload(await colheitaRefs(t), 'mv'),
  },
  controlosLaboratoriaisColheitasAnimaisSelvagens: {
    username: 'svl',
    role: 'ROLE_SVL',
    body: async (t) => colheitaSelvagemPayload(await colheitaSelvagemRefs(t), 'svl'),
  },
};

let t: TestApp;
const clients = new Map<string, TestClient>();

beforeAll(async () => {
  t = await createTestApp();
  for (const username of new Set(Object.values(FIXTURES).map((f) => f.username)))
    clients.set(username, await signedIn(t, username));
});

afterAll(async () => {
  await t.close();
});

describe('record contract (every type of RECORD_TYPES)', () => {
  it('every registered type has a contract fixture', () => {
    expect(RECORD_TYPES.map((type) => type.entity).filter((entity) => !FIXTURES[entity])).toEqual([]);
  });

  it.each(RECORD_TYPES.map((type) => [type.entity, type] as const))('%s', async (entity, type) => {
    const fixture = FIXTURES[entity];
    if (!fixture) throw new Error(`sem fixture para ${entity}`);
    const client = clients.get(fixture.username);
    if (!client) throw new Error(fixture.username);
    const base = `/api/${entity}`;
    const q = `role=${fixture.role}&projection=full`;
    const body = await fixture.body(t);

    const created = await client.post(`${base}/create?${q}`, body);
    expect(created.statusCode, created.body).toBe(201);
    const record = created.json<{ id: number; estado?: string; version: number; numeroSerie?: string }>();
    expect(record.version).toBe(0);
    // A type with states starts in its initial one; one without (sanitary risk) has no state to show.
    const withStates = type.workflow.operations.length > 0;
    expect(record.estado).toBe(withStates ? type.workflow.initial : undefined);
    if (type.numeroSerie) expect(record.numeroSerie).toMatch(/^[A-Z]+\/\d{6}$/);
    else expect(record.numeroSerie).toBeUndefined();

    const read = await client.get(`${base}/${record.id}?${q}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ permissoes: { GUARDAR: true, SUBMETER: withStates } });

    const estado = encodeURIComponent(JSON.stringify({ value: [type.workflow.initial] }));
    const filter = withStates ? `&estado=${estado}` : '';
    const listed = await client.get(`${base}/search/filter?role=${fixture.role}&size=1000${filter}`);
    expect(listed.statusCode, listed.body).toBe(200);
    const rows = listed.json<{ _embedded: Record<string, { id: number; estado?: string }[]> }>()._embedded[
      entity
    ];
    expect(rows?.map((r) => r.id)).toContain(record.id);
    if (withStates) expect(new Set(rows?.map((r) => r.estado))).toEqual(new Set([type.workflow.initial]));

    const saved = await client.patch(`${base}/${record.id}/save?${q}`, { ...body, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 1 });
    const stale = await client.patch(`${base}/${record.id}/save?${q}`, { ...body, version: 0 });
    expect(stale.statusCode).toBe(409);

    const operations = ['criar', 'guardar'];
    const submeter = findOperation(type.workflow, 'submeter');
    if (withStates) {
      if (!submeter) throw new Error(`${entity} sem submeter`);
      const submitted = await client.post(`${base}/${record.id}/submeter?${q}`, { version: 1 });
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json()).toMatchObject({ estado: submeter.transitions[type.workflow.initial] });
      operations.push('submeter');
    }

    const history = await client.get(`${base}/${record.id}/historico?role=${fixture.role}`);
    expect(
      history
        .json<{ _embedded: { historico: { operacao: string }[] } }>()
        ._embedded.historico.map((h) => h.operacao),
    ).toEqual(operations);
  });
});
