import { describe, expect, it } from 'vitest';
import { contarPorNivel, nivelDosPoligonos } from './risco-mapa.ts';

const BAIXO = 11;
const ELEVADO = 13;
const ordem = (id: number) => ({ [BAIXO]: 2, [ELEVADO]: 4 })[id] ?? 0;

describe('nivelDosPoligonos', () => {
  it('paints a parish in its own level and leaves parishes without one out', () => {
    const niveis = { '020401': { registo: 1, classificacao: ELEVADO } };
    const nivel = nivelDosPoligonos(niveis, ordem);
    expect(nivel('020401')).toBe(ELEVADO);
    expect(nivel('021001')).toBeUndefined();
  });

  it('paints a municipality standing in for its parishes (Madeira) in their highest level, by order', () => {
    const niveis = {
      '310301': { registo: 1, classificacao: BAIXO },
      '310302': { registo: 2, classificacao: ELEVADO },
      '310303': { registo: 3, classificacao: BAIXO },
      '310401': { registo: 1, classificacao: BAIXO },
    };
    const nivel = nivelDosPoligonos(niveis, ordem);
    expect(nivel('3103')).toBe(ELEVADO);
    expect(nivel('3104')).toBe(BAIXO);
    expect(nivel('3105')).toBeUndefined();
  });
});

describe('contarPorNivel', () => {
  it('counts parishes per level, and the rest of the country as without a level', () => {
    const niveis = {
      '310301': { registo: 1, classificacao: BAIXO },
      '310302': { registo: 2, classificacao: ELEVADO },
      '020401': { registo: 2, classificacao: ELEVADO },
    };
    const contagem = contarPorNivel(3259, niveis);
    expect(contagem.porNivel.get(ELEVADO)).toBe(2);
    expect(contagem.porNivel.get(BAIXO)).toBe(1);
    expect(contagem.semNivel).toBe(3256);
    // Before the CAOP tree arrives: the levels' counts, the rest unknown.
    expect(contarPorNivel(null, niveis).semNivel).toBeNull();
    expect(contarPorNivel(null, niveis).porNivel.get(ELEVADO)).toBe(2);
  });
});
