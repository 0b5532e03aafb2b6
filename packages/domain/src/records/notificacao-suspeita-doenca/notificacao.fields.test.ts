import { describe, expect, it } from 'vitest';
import { PATTERN_MESSAGE } from '../../validation/messages.ts';
import {
  checkTransponder,
  isChildList,
  isTipoAnimal,
  isValidTelefone,
  NOTIFICACAO_ANCHOR_BY_TIPO,
  NOTIFICACAO_CHILD_LISTS,
  NOTIFICACAO_FIELDS_BY_TIPO,
  NOTIFICACAO_VARIANT_FIELDS,
  TIPOS_ANIMAL,
  transponderMessage,
} from './notificacao.fields.ts';

describe('notification fields (spec 002 §2, §3)', () => {
  it('the five animal types are the TIPO_ANIMAL codes', () => {
    expect(TIPOS_ANIMAL).toEqual([
      'DOM_COMPANHIA',
      'DOM_PRODUCAO',
      'DOM_ASSILVESTRADO',
      'SEL_CATIVEIRO',
      'SEL_VIDA_LIVRE',
    ]);
    expect(isTipoAnimal('SEL_CATIVEIRO')).toBe(true);
    expect(isTipoAnimal('GATO')).toBe(false);
    expect(isTipoAnimal(null)).toBe(false);
  });

  it('each type has its fields; every table belongs to some type', () => {
    expect(NOTIFICACAO_FIELDS_BY_TIPO.DOM_PRODUCAO).toContain('exploracao');
    expect(NOTIFICACAO_FIELDS_BY_TIPO.SEL_CATIVEIRO).toEqual([
      'infraestrutura',
      'observacoesClinicasIndividuais',
    ]);
    expect(NOTIFICACAO_FIELDS_BY_TIPO.SEL_VIDA_LIVRE).toEqual(['dsavr', 'programa', 'observacoesAnimais']);
    for (const list of NOTIFICACAO_CHILD_LISTS)
      expect(
        TIPOS_ANIMAL.some((tipo) => NOTIFICACAO_FIELDS_BY_TIPO[tipo].includes(list)),
        list,
      ).toBe(true);
    for (const tipo of TIPOS_ANIMAL)
      expect(NOTIFICACAO_FIELDS_BY_TIPO[tipo]).toContain(NOTIFICACAO_ANCHOR_BY_TIPO[tipo]);
  });

  it('every field of a type is a variant field, and the child lists are among them', () => {
    for (const tipo of TIPOS_ANIMAL)
      for (const field of NOTIFICACAO_FIELDS_BY_TIPO[tipo])
        expect(NOTIFICACAO_VARIANT_FIELDS).toContain(field);
    expect(NOTIFICACAO_CHILD_LISTS.every(isChildList)).toBe(true);
    expect(isChildList('exploracao')).toBe(false);
  });

  it('a transponder code is exactly 15 digits', () => {
    expect(checkTransponder(' 620098100123456 ')).toBeNull();
    expect(checkTransponder('62009810012345')).toEqual({ kind: 'exactLength', length: 15 });
    expect(checkTransponder('62009810012345X')).toEqual({ kind: 'pattern' });
    expect(transponderMessage('620098100123456')).toBeNull();
    expect(transponderMessage('1234')).toBe('O valor deve ter exatamente 15 caracteres');
    expect(transponderMessage('12-34')).toBe(PATTERN_MESSAGE);
  });

  it('a phone number: 9 to 15 digits, spaces, dots or hyphens between them, an optional + prefix', () => {
    expect(isValidTelefone('912345678')).toBe(true);
    expect(isValidTelefone('00351 912-345-678')).toBe(true);
    expect(isValidTelefone('91234567')).toBe(false);
    expect(isValidTelefone('1234567890123456')).toBe(false);
    expect(isValidTelefone('91 23 45 67 8 ')).toBe(true);
    expect(isValidTelefone('+351912345678')).toBe(true);
    expect(isValidTelefone('912..345678')).toBe(false);
    expect(isValidTelefone('')).toBe(false);
  });
});
