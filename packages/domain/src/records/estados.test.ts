import { describe, expect, it } from 'vitest';
import { ESTADO_LABELS, ESTADO_TONES, ESTADOS, estadoLabel, estadoTone, isEstado } from './estados.ts';

describe('record states (spec 000 §4.3)', () => {
  it('labels the states the spec names with its exact wording', () => {
    expect(estadoLabel('INICIAL')).toBe('Inicial');
    expect(estadoLabel('EM_ANALISE')).toBe('Em análise');
    expect(estadoLabel('PENDENTE')).toBe('Aguarda aceitação do pedido');
    expect(estadoLabel('EM_CLASSIFICACAO')).toBe('Em espera de reclassificação');
  });

  it('labels the vaccination states and the dashboard ones', () => {
    expect(estadoLabel('SUBMETIDO')).toBe('Submetido');
    expect(estadoLabel('SUBMETIDO_REANALISE')).toBe('Submetido para reanálise');
    expect(estadoLabel('DEVOLVIDO')).toBe('Devolvido');
    expect(estadoLabel('VALIDO')).toBe('Válido');
    expect(estadoLabel('INVALIDO')).toBe('Inválido');
    expect(estadoLabel('APROVADO')).toBe('Aprovado');
    expect(estadoLabel('FINALIZADO')).toBe('Finalizado');
    expect(estadoLabel('INVALIDACAO')).toBe('Em invalidação');
    expect(estadoLabel('ESPERA_ABATE')).toBe('Aguarda confirmação de abate');
    expect(estadoLabel('REMOVIDO')).toBe('Removido');
  });

  it('has a label and a tone for every state of §4.3, each a sentence-case label without underscores', () => {
    expect(ESTADOS).toHaveLength(37);
    for (const estado of ESTADOS) {
      expect(ESTADO_LABELS[estado]).toMatch(/^[A-ZÁÉÍÓÚ][^_]*$/);
      expect(ESTADO_TONES[estado]).toBeDefined();
    }
    expect(Object.keys(ESTADO_LABELS).sort()).toEqual([...ESTADOS].sort());
  });

  it('humanises an unknown state and shows a dash for an empty one', () => {
    expect(estadoLabel('EM_ESPERA_DE_DOCUMENTOS')).toBe('Em espera de documentos');
    expect(estadoLabel('OUTRO')).toBe('Outro');
    expect(isEstado('OUTRO')).toBe(false);
    expect(isEstado('toString')).toBe(false);
    expect(estadoLabel(null)).toBe('-');
    expect(estadoLabel(undefined)).toBe('-');
    expect(estadoLabel('  ')).toBe('-');
  });

  it('groups states by tone: initial grey, under review blue, returned orange, valid green, invalid red', () => {
    expect(estadoTone('INICIAL')).toBe('neutral');
    expect(estadoTone('SUBMETIDO')).toBe('progress');
    expect(estadoTone('SUBMETIDO_REANALISE')).toBe('progress');
    expect(estadoTone('EM_ANALISE')).toBe('progress');
    expect(estadoTone('DEVOLVIDO')).toBe('attention');
    expect(estadoTone('VALIDO')).toBe('success');
    expect(estadoTone('APROVADO')).toBe('success');
    expect(estadoTone('INVALIDO')).toBe('failure');
    expect(estadoTone('REJEITADO')).toBe('failure');
    expect(estadoTone('DESCONHECIDO')).toBe('neutral');
    expect(estadoTone(null)).toBe('neutral');
  });
});
