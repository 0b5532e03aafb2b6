import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS } from '../access/access-levels.ts';
import { ROLE_LABELS, ROLES } from '../access/roles.ts';
import { DOCUMENT_STATUSES } from '../documents/document-status.ts';
import { COLUMN_TYPES } from '../list/columns.ts';
import { IMPORTANCIAS, NOTIFICACAO_TIPOS } from '../notifications/notifications.ts';
import { ESTADOS } from '../records/estados.ts';
import { TIPOS_ANIMAL } from '../records/notificacao-suspeita-doenca/notificacao.fields.ts';
import { NOTIFICACAO_ESTADOS } from '../records/notificacao-suspeita-doenca/notificacao.workflow.ts';
import { VACINACAO_ESTADOS } from '../records/vacinacao/vacinacao.workflow.ts';
import { PERMISSAO_FLAGS } from '../workflow/permissoes.ts';
import { CONSTANT_TYPE_NAMES, CONSTANTS, constantsOf } from './constants.ts';

const nomes = (typeName: string) => constantsOf(typeName)?.map((c) => c.nome);

describe('constants (spec 000 §7.2)', () => {
  it('answers every enumeration the spec names, each from its domain list, in its order', () => {
    expect(nomes('Role')).toEqual(ROLES);
    expect(nomes('Estado')).toEqual(ESTADOS);
    expect(nomes('AccessLevel')).toEqual(ACCESS_LEVELS);
    expect(nomes('ColumnType')).toEqual(COLUMN_TYPES);
    expect(nomes('DocumentStatus')).toEqual(DOCUMENT_STATUSES);
    expect(nomes('NotificacaoTipo')).toEqual(NOTIFICACAO_TIPOS);
    expect(nomes('Importancia')).toEqual(IMPORTANCIAS);
    expect(nomes('PermissaoFlag')).toEqual(PERMISSAO_FLAGS);
    expect(nomes('NotificacaoEstado')).toEqual(NOTIFICACAO_ESTADOS);
    expect(nomes('VacinacaoEstado')).toEqual(VACINACAO_ESTADOS);
    expect(nomes('TipoAnimal')).toEqual(TIPOS_ANIMAL);
  });

  it('spells the spec’s values: document item statuses (§4.1), access levels (§3), notification types (§2.4)', () => {
    expect(nomes('DocumentStatus')).toEqual([
      'TO_UPLOAD',
      'UPLOADING',
      'UPLOADED',
      'REMOTE',
      'TO_REMOVE',
      'TO_COPY',
      'ERROR',
    ]);
    expect(nomes('AccessLevel')).toEqual([
      'CONSULTA',
      'REGISTO',
      'SEM_ACESSO',
      'REGISTO_LIMITADO',
      'CONSULTA_LIMITADA',
    ]);
    expect(nomes('NotificacaoTipo')).toEqual([
      'CONTROLO_LABORATORIAL',
      'VACINACAO',
      'GUIA_TRANSPORTE',
      'RECONHECIMENTO_CAP',
      'CURSO_CAP',
      'TRANSITO',
      'MEIO_TRANSPORTE',
      'CERTIFICACAO',
    ]);
    expect(nomes('Importancia')).toEqual(['NORMAL', 'ALTA']);
  });

  it('gives every value a pt-PT label: Role as the profile names, states as their badges', () => {
    for (const typeName of CONSTANT_TYPE_NAMES) {
      const list = constantsOf(typeName) ?? [];
      expect(list.length, typeName).toBeGreaterThan(0);
      for (const { nome, descricao } of list) {
        expect(nome, typeName).toMatch(/^[A-Z][A-Za-z0-9_]*$/);
        expect(descricao.trim(), `${typeName}.${nome}`).not.toBe('');
      }
      expect(new Set(list.map((c) => c.nome)).size, typeName).toBe(list.length);
    }
    expect(constantsOf('Role')).toEqual(ROLES.map((nome) => ({ nome, descricao: ROLE_LABELS[nome] })));
    expect(constantsOf('Estado')).toContainEqual({ nome: 'EM_ANALISE', descricao: 'Em análise' });
    expect(constantsOf('VacinacaoEstado')).toContainEqual({ nome: 'VALIDO', descricao: 'Válido' });
    expect(constantsOf('TipoAnimal')).toContainEqual({
      nome: 'SEL_VIDA_LIVRE',
      descricao: 'Selvagem em vida livre',
    });
  });

  it('knows no other typeName, not even an object key, and its lists cannot be changed', () => {
    for (const unknown of ['Outro', 'role', '', '__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(constantsOf(unknown), unknown).toBeNull();
    expect(Object.isFrozen(CONSTANTS)).toBe(true);
    expect(Object.isFrozen(CONSTANTS.Role)).toBe(true);
    expect(Object.isFrozen(CONSTANTS.Role?.[0])).toBe(true);
  });
});
