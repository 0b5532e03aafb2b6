import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields.ts';

describe('changedFields', () => {
  const current = {
    tipoAnimal: 'DOMESTICO_PRODUCAO',
    dataObservacao: '2026-11-01',
    localizacao: { latitude: 39.5, longitude: -8.1 },
    doencas: [3, 5],
    observacoes: null,
    linhas: [{ id: 1, n: 2, nota: null }],
  };

  it('an identical body changes nothing, whatever the key order, missing keys or blank values', () => {
    expect(
      changedFields(current, {
        id: 9,
        version: 4,
        role: 'ROLE_SIGSA',
        serie: 1,
        localizacao: { longitude: -8.1, latitude: 39.5 },
        doencas: [3, 5],
        observacoes: '',
        linhas: [{ n: 2, id: 1 }],
      }),
    ).toEqual([]);
  });

  it('names each changed field, child lists included; order and membership count', () => {
    expect(
      changedFields(current, {
        tipoAnimal: 'SELVAGEM_CATIVO',
        dataObservacao: '2026-11-01',
        doencas: [5, 3],
        linhas: [{ id: 1, n: 3 }],
        observacoes: 'nova',
      }),
    ).toEqual(['tipoAnimal', 'doencas', 'linhas', 'observacoes']);
  });

  it('a field the record lacks counts as changed once the body gives it a value', () => {
    expect(changedFields(current, { conclusao: 'CONFIRMADO', motivo: null })).toEqual(['conclusao']);
  });
});
