import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { seedDemoUsers, type DemoUser } from '../demo/users.seed.ts';
import {
  createVacinacao,
  vacinacaoInState,
  vacinacaoPayload,
  vacinacaoRefs,
  type VacinacaoAnswer,
  type VacinacaoRefs,
} from '../records/vacinacao/vacinacao.fixtures.ts';
import { DemoUsers } from '../test/demo-users.ts';
import { createTestApp, userId, type TestApp } from '../test/test-app.ts';

// Who may be a record's veterinarian (issue 13 gap 7): an active account with a NIF holding ROLE_MV,
// ROLE_MV_MUNICIPAL or ROLE_SIGSA. The vet search of record forms (`findUtilizadorByNomeOrNif?veterinario=true`)
// offers only them, and saving a vaccination with anyone else answers 400 'Médico veterinário desconhecido.'.

let t: TestApp;
let refs: VacinacaoRefs;
const users = new DemoUsers(['sigsa', 'mv']);
const { as } = users;
const ids: Record<string, number> = {};

/** Users whose names share "Testevet", one per case of the rule. */
const CASES: (Pick<DemoUser, 'username' | 'nome' | 'nif' | 'roles'> & { enabled?: boolean })[] = [
  { username: 'tiago.testevet', nome: 'Tiago Testevet', nif: '211100013', roles: ['ROLE_MV'] },
  { username: 'ursula.testevet', nome: 'Ursula Testevet', nif: '211100021', roles: ['ROLE_SIGSA'] },
  { username: 'vasco.testevet', nome: 'Vasco Testevet', nif: '211100030', roles: ['ROLE_MV_MUNICIPAL'] },
  // Not vets: another role, no NIF, an empty NIF, a disabled account.
  { username: 'wilson.testevet', nome: 'Wilson Testevet', nif: '211100048', roles: ['ROLE_SVL'] },
  { username: 'xavier.testevet', nome: 'Xavier Testevet', nif: null, roles: ['ROLE_MV'] },
  { username: 'zita.testevet', nome: 'Zita Testevet', nif: ' ', roles: ['ROLE_MV'] },
  {
    username: 'yara.testevet',
    nome: 'Yara Testevet',
    nif: '211100056',
    roles: ['ROLE_MV'],
    enabled: false,
  },
];
const VETS = ['Tiago Testevet', 'Ursula Testevet', 'Vasco Testevet'];
const NOT_VETS = ['wilson.testevet', 'xavier.testevet', 'zita.testevet', 'yara.testevet', 'gestor', 'lab'];

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(
    t.handle.db,
    CASES.map((c) => ({ ...c, email: `${c.username}@example.pt`, nic: null, dsavrs: [], laboratorio: null })),
  );
  await t.handle.db.execute(sql`UPDATE utilizadores SET enabled = false WHERE username = 'yara.testevet'`);
  for (const username of [...CASES.map((c) => c.username), 'gestor', 'lab'])
    ids[username] = await userId(t, username);
  await users.signIn(t);
  refs = await vacinacaoRefs(t);
});
afterAll(async () => t.close());

function search(query: string) {
  return as('mv').get(
    `/api/utilizadores/search/findUtilizadorByNomeOrNif?${query}&role=ROLE_MV&projection=public`,
  );
}

const nomes = (res: { json: () => { _embedded: { utilizadores: { nome: string }[] } } }) =>
  res.json()._embedded.utilizadores.map((u) => u.nome);

describe('findUtilizadorByNomeOrNif?veterinario=true', () => {
  it('offers only active users with a NIF holding ROLE_MV, ROLE_MV_MUNICIPAL or ROLE_SIGSA', async () => {
    const vets = await search('search=testevet&veterinario=true');
    expect(vets.statusCode, vets.body).toBe(200);
    expect(nomes(vets)).toEqual(VETS);
    // Without it (or false), every active user matches, as before.
    const all = [
      'Tiago Testevet',
      'Ursula Testevet',
      'Vasco Testevet',
      'Wilson Testevet',
      'Xavier Testevet',
      'Zita Testevet',
    ];
    expect(nomes(await search('search=testevet'))).toEqual(all);
    expect(nomes(await search('search=testevet&veterinario=false'))).toEqual(all);
  });

  it('holds to the rule when searching by NIF, and names the demo vets', async () => {
    expect(nomes(await search('search=2111000&veterinario=true'))).toEqual(VETS);
    expect(nomes(await search('search=211100048&veterinario=true'))).toEqual([]);
    expect(nomes(await search('search=211100048'))).toEqual(['Wilson Testevet']);
    // The demo vet, the demo authority, the municipal vet; the multi-role user holds ROLE_SIGSA and ROLE_MV.
    expect(nomes(await search('search=gabriela&veterinario=true'))).toEqual(['Gabriela Nunes']);
    expect(nomes(await search('search=ana%20ferreira&veterinario=true'))).toEqual(['Ana Ferreira']);
    expect(nomes(await search('search=joao&veterinario=true'))).toEqual(['João Ribeiro']);
    expect(nomes(await search('search=bruno&veterinario=true'))).toEqual([]);
  });

  it('answers 400 to a veterinario that is not true or false', async () => {
    expect((await search('search=testevet&veterinario=sim')).statusCode).toBe(400);
  });
});

describe('saving a vaccination names a veterinarian the rule allows', () => {
  const withVet = (vet: number) => ({ ...vacinacaoPayload(refs, 'mv', 1), medicoVeterinario: vet });

  function expectUnknownVet(res: { statusCode: number; body: string; json: () => unknown }) {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Médico veterinário desconhecido.',
      errors: [{ field: 'medicoVeterinario', message: 'Médico veterinário desconhecido.' }],
    });
  }

  const count = async () =>
    (await queryRows<{ n: number }>(t.handle.db, sql`SELECT count(*)::int AS n FROM vacinacoes`))[0]?.n;

  it('creates with a vet, a municipal vet or an authority user; anyone else is 400, nothing saved', async () => {
    for (const vet of ['tiago.testevet', 'ursula.testevet', 'vasco.testevet']) {
      const created = await createVacinacao(as('sigsa'), 'ROLE_SIGSA', withVet(ids[vet] ?? 0));
      expect(created.estado, vet).toBe('INICIAL');
    }
    const before = await count();
    for (const vet of NOT_VETS) {
      const res = await as('sigsa').post('/api/vacinacoes/create?role=ROLE_SIGSA', withVet(ids[vet] ?? 0));
      expectUnknownVet(res);
    }
    expect(await count()).toBe(before);
  });

  it('a save or a text/uri-list link to someone else is 400 and changes nothing', async () => {
    const record = await vacinacaoInState(as, refs, 'INICIAL');
    const saved = await as('mv').patch(`/api/vacinacoes/${record.id}/save?role=ROLE_MV`, {
      ...withVet(ids['wilson.testevet'] ?? 0),
      version: record.version,
    });
    expectUnknownVet(saved);
    const link = await as('sigsa').request({
      method: 'PUT',
      url: `/api/vacinacoes/${record.id}/medicoVeterinario?role=ROLE_SIGSA`,
      headers: { 'content-type': 'text/uri-list' },
      payload: `/api/utilizadores/${ids['xavier.testevet'] ?? 0}`,
    });
    expect(link.statusCode, link.body).toBe(400);
    expect(link.json<{ message: string }>().message).toContain('Médico veterinário desconhecido.');
    const reread = await as('sigsa').get(`/api/vacinacoes/${record.id}?role=ROLE_SIGSA&projection=full`);
    const now = reread.json<VacinacaoAnswer & { medicoVeterinario: { id: number } }>();
    expect(now.version).toBe(record.version);
    expect(now.medicoVeterinario.id).toBe(await userId(t, 'mv'));
  });

  it('a vet who loses the vet role, or the NIF, is no longer one', async () => {
    const tiago = ids['tiago.testevet'] ?? 0;
    await t.handle.db.execute(
      sql`UPDATE utilizador_roles SET role = 'ROLE_SVR' WHERE utilizador_id = ${tiago}`,
    );
    expectUnknownVet(await as('sigsa').post('/api/vacinacoes/create?role=ROLE_SIGSA', withVet(tiago)));
    expect(nomes(await search('search=tiago%20testevet&veterinario=true'))).toEqual([]);
    const vasco = ids['vasco.testevet'] ?? 0;
    await t.handle.db.execute(sql`UPDATE utilizadores SET nif = NULL WHERE id = ${vasco}`);
    expectUnknownVet(await as('sigsa').post('/api/vacinacoes/create?role=ROLE_SIGSA', withVet(vasco)));
  });
});
