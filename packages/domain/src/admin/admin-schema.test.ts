import { describe, expect, it } from 'vitest';
import { requiredFields, PT } from '../validation/form-schema.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import type { AdminEntity } from './admin-entity.ts';
import { ADMIN_ENTITIES, adminEntity } from './admin-registry.ts';
import { adminSchema } from './admin-schema.ts';
import { ENSAIOS_LABORATORIAIS_ADMIN } from './entities/laboratorio.admin.ts';
import { DOENCAS_ADMIN, ESPECIES_ADMIN } from './entities/sanidade.admin.ts';
import { UTILIZADORES_ADMIN } from './entities/utilizadores.admin.ts';

function issues(entity: typeof DOENCAS_ADMIN, values: Record<string, unknown>) {
  const result = adminSchema(entity).safeParse(values, PT);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('admin descriptors', () => {
  it('name each path once, and each entity once but in its views', () => {
    const entities = ADMIN_ENTITIES.filter((e) => !e.view).map((e) => e.entity);
    const paths = ADMIN_ENTITIES.map((e) => e.path);
    expect(new Set(entities).size).toBe(entities.length);
    expect(new Set(paths).size).toBe(paths.length);
    // A view lists rows of an entity that has its own entry, which comes first (adminEntity answers it).
    for (const view of ADMIN_ENTITIES.filter((e) => e.view)) {
      const first = adminEntity(view.entity);
      expect(first?.view, view.path).toBeUndefined();
      expect(ADMIN_ENTITIES.indexOf(first as AdminEntity)).toBeLessThan(ADMIN_ENTITIES.indexOf(view));
      expect(
        view.fields.map((f) => f.key),
        view.path,
      ).toContain(view.view?.filter.key);
    }
  });

  it('list users, lab users and veterinarians after the DSAVRs, then countries and the CAOP (000 §2.2)', () => {
    const paths = ADMIN_ENTITIES.map((e) => e.path);
    const dsavrs = paths.indexOf('dsavrs');
    expect(paths.slice(dsavrs + 1, dsavrs + 8)).toEqual([
      'utilizadores',
      'utilizadores-laboratorio',
      'medicos-veterinarios',
      'paises',
      'distritos',
      'concelhos',
      'freguesias',
    ]);
    expect(paths.slice(-3)).toEqual(['series', 'autenticacoes-sipa', 'pedidos-dados-pessoais']);
    expect(adminEntity('users')).toBe(UTILIZADORES_ADMIN);
  });

  it.each(ADMIN_ENTITIES.map((e) => [e.path, e] as const))('%s is consistent', (_name, entity) => {
    const keys = entity.fields.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    if (entity.codeField) expect(keys).toContain(entity.codeField);
    if (!entity.readOnly) expect(keys).toContain(entity.nameField ?? 'nome');
    for (const field of entity.fields) {
      if (field.input === 'search' || field.input === 'multisearch')
        expect(adminEntity(field.repository ?? ''), `${field.key} repository`).toBeDefined();
      if (field.input === 'option' || field.input === 'multioption')
        expect(field.options?.length, `${field.key} options`).toBeGreaterThan(0);
      if (field.visibleWhen) expect(keys).toContain(field.visibleWhen.field);
    }
    for (const child of entity.children ?? []) {
      const parentField = adminEntity(child.entity)?.fields.find((f) => f.key === child.parentField);
      expect(parentField?.repository).toBe(entity.entity);
    }
  });
});

describe('adminSchema', () => {
  const doenca = { codigo: 'PSA', nome: 'Peste suína africana', categorias: ['A'], especies: [1, 2] };

  it('parses a row: texts trimmed, blanks null, flags false, lists empty', () => {
    const parsed = adminSchema(DOENCAS_ADMIN).parse({ codigo: ' PSA ', nome: 'X', agente: '  ' }, PT);
    expect(parsed).toMatchObject({
      codigo: 'PSA',
      agente: null,
      zoonose: false,
      categorias: [],
      especies: [],
    });
  });

  it('says what is required, too long, out of the options or not a code', () => {
    expect(issues(DOENCAS_ADMIN, { ...doenca, nome: ' ' })).toEqual({ nome: REQUIRED_MESSAGE });
    expect(issues(DOENCAS_ADMIN, { ...doenca, nome: 'x'.repeat(256) }).nome).toMatch(/255/);
    expect(issues(DOENCAS_ADMIN, { ...doenca, categorias: ['F'] })).toEqual({
      'categorias.0': 'Valor inválido',
    });
    expect(issues(DOENCAS_ADMIN, { ...doenca, codigo: 'P S A' }).codigo).toMatch(/sem espaços/);
    expect(issues(DOENCAS_ADMIN, { ...doenca, especies: [1, 1] })).toEqual({
      especies: 'Valores repetidos.',
    });
    expect(issues(DOENCAS_ADMIN, { ...doenca, ordem: 1.5 })).toEqual({ ordem: 'Valor inválido' });
    expect(issues(DOENCAS_ADMIN, { ...doenca, ordem: -1 })).toEqual({ ordem: 'Valor inferior ao mínimo' });
  });

  it('blanks and skips a hidden field; requires a shown required one', () => {
    const especie = {
      codigo: 'X',
      nome: 'X',
      nomeCientifico: 'X x',
      domestico: false,
      usoDomestico: 'companhia',
    };
    expect(adminSchema(ESPECIES_ADMIN).parse(especie, PT).usoDomestico).toBeNull();
    expect(adminSchema(ESPECIES_ADMIN).parse({ ...especie, domestico: true }, PT).usoDomestico).toBe(
      'companhia',
    );
    const ensaio = { codigo: 'E', nome: 'E', tipoResultado: 3, requerTipificacao: false, tipificacao: 'H5' };
    expect(adminSchema(ENSAIOS_LABORATORIAIS_ADMIN).parse(ensaio, PT).tipificacao).toBeNull();
  });

  it('gives the form its asterisks', () => {
    const fields = DOENCAS_ADMIN.fields.map((f) => f.key);
    expect([...requiredFields(adminSchema(DOENCAS_ADMIN), doenca, fields)].sort()).toEqual([
      'codigo',
      'nome',
    ]);
    const ensaioFields = ENSAIOS_LABORATORIAIS_ADMIN.fields.map((f) => f.key);
    expect(requiredFields(adminSchema(ENSAIOS_LABORATORIAIS_ADMIN), { codigo: 'E' }, ensaioFields)).toEqual(
      new Set(['codigo', 'nome', 'tipoResultado']),
    );
  });
});

describe('the users descriptor', () => {
  const schema = adminSchema(UTILIZADORES_ADMIN);
  const user = { username: 'ana.silva', nome: 'Ana Silva', perfis: ['ROLE_SIGSA'] };

  it('checks the username, the NIF and the e-mail with the messages of 000 §5', () => {
    expect(issues(UTILIZADORES_ADMIN, { ...user, username: 'Ana Silva' }).username).toMatch(/minúsculas/);
    expect(issues(UTILIZADORES_ADMIN, { ...user, username: 'ab' }).username).toMatch(/3 a 64/);
    expect(issues(UTILIZADORES_ADMIN, { ...user, nif: '12345' })).toEqual({
      nif: 'Número de digitos inválido',
    });
    expect(issues(UTILIZADORES_ADMIN, { ...user, nif: '123456780' })).toEqual({ nif: 'NIF inválido' });
    expect(issues(UTILIZADORES_ADMIN, { ...user, email: 'ana@' })).toEqual({ email: 'Email inválido' });
    expect(schema.parse({ ...user, nif: '123456789', email: ' ana@dgav.pt ' }, PT)).toMatchObject({
      nif: '123456789',
      email: 'ana@dgav.pt',
    });
  });

  it('requires a NIF of the veterinarians and a laboratory of ROLE_LAB, which only it shows', () => {
    expect(issues(UTILIZADORES_ADMIN, { ...user, perfis: ['ROLE_MV_MUNICIPAL'] })).toEqual({
      nif: REQUIRED_MESSAGE,
    });
    expect(issues(UTILIZADORES_ADMIN, { ...user, perfis: ['ROLE_SVL', 'ROLE_LAB'] })).toEqual({
      laboratorio: REQUIRED_MESSAGE,
    });
    expect(schema.parse({ ...user, laboratorio: 4, dsavrs: [1] }, PT)).toMatchObject({
      laboratorio: null,
      dsavrs: [],
    });
    const fields = UTILIZADORES_ADMIN.fields.map((f) => f.key);
    expect(requiredFields(schema, { ...user, perfis: ['ROLE_MV', 'ROLE_LAB'] }, fields)).toEqual(
      new Set(['username', 'nome', 'nif', 'perfis', 'laboratorio']),
    );
    expect(issues(UTILIZADORES_ADMIN, { ...user, perfis: [] })).toEqual({ perfis: REQUIRED_MESSAGE });
  });
});
