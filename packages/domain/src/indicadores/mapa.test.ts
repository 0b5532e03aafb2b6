import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../validation/dates.ts';
import { grupoDeTendencias } from './tendencias.ts';
import { INDICADORES, MAPAS_INDICADORES, mapaIndicadores } from './indicadores.registry.ts';
import { degrauDe, freguesiasDoPoligono, janelaDosDias, ligacaoDasFreguesias } from './mapa.ts';

describe("Início's map", () => {
  it('maps only types with indicator groups, each once', () => {
    const entidades = MAPAS_INDICADORES.map((m) => m.entidade);
    expect(new Set(entidades).size).toBe(entidades.length);
    for (const entidade of entidades) expect(INDICADORES.some((g) => g.entidade === entidade)).toBe(true);
    expect(mapaIndicadores('vacinacoes')?.freguesiaKey).toBe('freguesia.nome');
    expect(mapaIndicadores('controlosLaboratoriaisColheitasAmostras')).toBeUndefined();
  });

  it('counts a window of days ending today, both included', () => {
    const hoje = parseIsoDate('2026-03-01');
    if (!hoje) throw new Error('data');
    expect(janelaDosDias(hoje, 30)).toEqual({ inicio: '2026-01-31', fim: '2026-03-01' });
    expect(janelaDosDias(hoje, 1)).toEqual({ inicio: '2026-03-01', fim: '2026-03-01' });
  });

  it('links a parish to its list filtered by parish and registration date', () => {
    const mapa = mapaIndicadores('vacinacoes');
    const grupo = grupoDeTendencias('vacinacoes', 'ROLE_SIGSA');
    if (!mapa || !grupo) throw new Error('vacinação');
    const url = new URL(
      ligacaoDasFreguesias(grupo, mapa, ['010101'], { inicio: '2026-01-01', fim: '2026-01-30' }),
      'http://x',
    );
    expect(url.pathname).toBe('/consultar/vacinacao');
    expect(JSON.parse(url.searchParams.get('filtros') ?? '')).toEqual([
      { key: 'freguesia.nome', value: ['010101'] },
      {
        key: 'createdOn',
        startDate: '2026-01-01',
        endDate: '2026-01-30',
        customProperties: { dateOption: 'PERSONALIZADO' },
      },
    ]);
  });

  it('steps a figure on a fixed scale', () => {
    expect([0, 1, 2, 5, 6, 20, 21, 100, 101, 5000].map(degrauDe)).toEqual([0, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("gives a parish its own figure and a Madeira municipality its parishes'", () => {
    const poligono = freguesiasDoPoligono({ '010101': 3, '310101': 2, '310102': 4, '310201': 1 });
    expect(poligono('010101')).toEqual({ dicofres: ['010101'], total: 3 });
    expect(poligono('010102')).toEqual({ dicofres: [], total: 0 });
    expect(poligono('3101')).toEqual({ dicofres: ['310101', '310102'], total: 6 });
    expect(poligono('3103')).toEqual({ dicofres: [], total: 0 });
  });
});
