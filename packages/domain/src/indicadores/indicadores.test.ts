import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESS } from '../access/areas.ts';
import { ROLES } from '../access/roles.ts';
import { INDICADORES, grupoIndicadores } from './indicadores.registry.ts';
import {
  CARTAO_DECISAO,
  cartaoEstados,
  cartoesDoPerfil,
  DECISAO_KEY,
  estadosDoCartao,
  GRUPOS_INDICADORES,
  ligacaoDoCartao,
  problemasDoGrupo,
  type CartaoIndicador,
  type GrupoIndicadores,
} from './indicadores.ts';

describe('indicator registry', () => {
  it('names only states of each workflow, each state in at most one card, each key once', () => {
    for (const grupo of INDICADORES) expect(problemasDoGrupo(grupo), grupo.grupo).toEqual([]);
  });

  it('uses only the eight kpis names of the spec, each once', () => {
    const nomes = INDICADORES.map((g) => g.grupo);
    expect(new Set(nomes).size).toBe(nomes.length);
    for (const nome of nomes) expect(GRUPOS_INDICADORES).toContain(nome);
  });

  it('finds a group by name, and none for a type not built', () => {
    expect(grupoIndicadores('indicadoresVacinacao')?.entidade).toBe('vacinacoes');
    expect(grupoIndicadores('indicadoresQuestionarios')).toBeUndefined();
    expect(grupoIndicadores('outro')).toBeUndefined();
  });

  it('catches a card naming a state its workflow lacks, and a state counted twice', () => {
    const base = INDICADORES[0] as GrupoIndicadores;
    const errado: GrupoIndicadores = {
      ...base,
      estados: ['INICIAL', 'VALIDO'],
      cartoes: [
        cartaoEstados('INICIAL', 'Inicial', ['INICIAL', 'EM_ANALISE']),
        cartaoEstados('OUTRO', 'Outro', ['INICIAL']),
      ],
    };
    expect(problemasDoGrupo(errado)).toEqual([
      `${base.grupo}/INICIAL: o estado EM_ANALISE não existe no fluxo`,
      `${base.grupo}: o estado INICIAL está em INICIAL e em OUTRO`,
    ]);
  });

  it('groups Inicial with DEVOLVIDO and Em análise with SUBMETIDO_REANALISE (spec 000 §2.3)', () => {
    for (const grupo of INDICADORES) {
      const inicial = grupo.cartoes.find((c) => c.chave === 'INICIAL');
      if (inicial) expect(inicial.filtros).toEqual([{ key: 'estado', value: ['INICIAL', 'DEVOLVIDO'] }]);
      const analise = grupo.cartoes.find((c) => c.chave === 'EM_ANALISE');
      if (analise)
        expect(analise.filtros).toEqual([{ key: 'estado', value: ['EM_ANALISE', 'SUBMETIDO_REANALISE'] }]);
    }
  });

  it('shows the laboratory its collections awaiting reception and in analysis, and the carrier nothing', () => {
    const lab = INDICADORES.flatMap((g) =>
      cartoesDoPerfil(g, 'ROLE_LAB').map((c) => `${g.grupo}:${c.chave}`),
    );
    expect(lab).toEqual([
      'indicadoresControlosLaboratoriais:SUBMETIDO',
      'indicadoresControlosLaboratoriais:EM_ANALISE',
      'indicadoresControlosLaboratoriaisAnimaisSelvagens:SUBMETIDO',
      'indicadoresControlosLaboratoriaisAnimaisSelvagens:EM_ANALISE',
    ]);
    expect(INDICADORES.flatMap((g) => cartoesDoPerfil(g, 'ROLE_TRANSPORTADOR'))).toEqual([]);
    for (const role of ROLES.filter((r) => r !== 'ROLE_TRANSPORTADOR' && r !== 'ROLE_LAB'))
      expect(INDICADORES.flatMap((g) => cartoesDoPerfil(g, role)).length, role).toBeGreaterThan(0);
  });

  it('links a card to its list with the filters the list reads', () => {
    const grupo = grupoIndicadores('indicadoresVacinacao') as GrupoIndicadores;
    const cartao = grupo.cartoes[0] as CartaoIndicador;
    const url = new URL(ligacaoDoCartao(grupo, cartao), 'http://x');
    expect(url.pathname).toBe('/consultar/vacinacao');
    expect(JSON.parse(url.searchParams.get('filtros') ?? '')).toEqual([
      { key: 'estado', value: ['INICIAL', 'DEVOLVIDO'] },
    ]);
  });

  it('gives every reviewed type a card of what awaits my decision, for the deciding roles, linked as a yes filter', () => {
    for (const grupo of INDICADORES.filter((g) => g.cartoes.some((c) => estadosDoCartao(c) !== null)))
      expect(grupo.cartoes, grupo.grupo).toContain(CARTAO_DECISAO);
    expect(CARTAO_DECISAO.perfis).toEqual(['ROLE_SIGSA', 'ROLE_MANAGER']);
    // Only they hold the full REGISTO level on the record areas, without which nothing is decided.
    for (const perfil of ['ROLE_SVL', 'ROLE_SVR', 'ROLE_MV', 'ROLE_MV_MUNICIPAL', 'ROLE_LAB'] as const)
      for (const grupo of INDICADORES)
        expect(DEFAULT_ACCESS[perfil][grupo.area], `${perfil} ${grupo.area}`).not.toBe('REGISTO');
    expect(CARTAO_DECISAO.alerta).toBe(true);
    const grupo = grupoIndicadores('indicadoresNotificacoesSuspeitasDoencas') as GrupoIndicadores;
    const url = new URL(ligacaoDoCartao(grupo, CARTAO_DECISAO), 'http://x');
    expect(JSON.parse(url.searchParams.get('filtros') ?? '')).toEqual([{ key: DECISAO_KEY, value: true }]);
    // It overlaps the state cards without counting as one of them.
    expect(estadosDoCartao(CARTAO_DECISAO)).toBeNull();
    expect(problemasDoGrupo(grupo)).toEqual([]);
  });
});
