import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_LABELS, ROLES } from '@sigsa/domain/access/roles';
import { CONSTANT_TYPE_NAMES, constantsOf } from '@sigsa/domain/constants/constants';
import { DemoUsers } from '../test/demo-users.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';

// GET constants?typeName= (spec 000 §7.2): every enumeration the spec names, from the domain's one registry.

let t: TestApp;
const users = new DemoUsers(['sigsa', 'transportador']);
const { as } = users;

beforeAll(async () => {
  t = await createTestApp();
  await users.signIn(t);
});
afterAll(async () => t.close());

describe('GET constants?typeName=', () => {
  it('answers every typeName with a non-empty list of { nome, descricao }, as the domain registry has it', async () => {
    expect(CONSTANT_TYPE_NAMES).toEqual(
      expect.arrayContaining([
        'Role',
        'Estado',
        'AccessLevel',
        'ColumnType',
        'DocumentStatus',
        'NotificacaoTipo',
        'Importancia',
        'TipoAnimal',
        'NotificacaoEstado',
        'VacinacaoEstado',
      ]),
    );
    for (const typeName of CONSTANT_TYPE_NAMES) {
      const res = await as('sigsa').get(`/api/constants?typeName=${typeName}&role=ROLE_SIGSA`);
      expect(res.statusCode, typeName).toBe(200);
      const list = res.json<{ nome: string; descricao: string }[]>();
      expect(list.length, typeName).toBeGreaterThan(0);
      for (const item of list) expect(Object.keys(item).sort(), typeName).toEqual(['descricao', 'nome']);
      expect(list, typeName).toEqual(constantsOf(typeName));
    }
  });

  it('answers Role as the eight profiles with their labels, to any signed-in role', async () => {
    const res = await as('transportador').get('/api/constants?typeName=Role');
    expect(res.json()).toEqual(ROLES.map((nome) => ({ nome, descricao: ROLE_LABELS[nome] })));
    const estados = (await as('transportador').get('/api/constants?typeName=DocumentStatus')).json();
    expect(estados.map((c: { nome: string }) => c.nome)).toEqual([
      'TO_UPLOAD',
      'UPLOADING',
      'UPLOADED',
      'REMOTE',
      'TO_REMOVE',
      'TO_COPY',
      'ERROR',
    ]);
  });

  it('answers 404 in Portuguese to an unknown typeName (also an object key or another case), 400 without one', async () => {
    for (const typeName of ['Outro', 'role', '__proto__', 'constructor', 'toString']) {
      const res = await as('sigsa').get(`/api/constants?typeName=${typeName}`);
      expect(res.statusCode, typeName).toBe(404);
      expect(res.json<{ message: string }>().message, typeName).toBe(
        `Tipo de constante desconhecido: ${typeName}.`,
      );
    }
    expect((await as('sigsa').get('/api/constants')).statusCode).toBe(400);
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/constants?typeName=Role')).statusCode).toBe(401);
  });
});
