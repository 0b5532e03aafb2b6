import { COLHEITA_AMOSTRAS_INDICADORES } from '../records/colheita-amostras/colheita-amostras.indicadores.ts';
import { COLHEITA_SELVAGEM_INDICADORES } from '../records/colheita-amostras-selvagens/colheita-selvagem.indicadores.ts';
import { EXAME_INDICADORES, EXAME_MAPA } from '../records/exame-clinico-necropsia/exame.indicadores.ts';
import {
  NOTIFICACAO_INDICADORES,
  NOTIFICACAO_MAPA,
} from '../records/notificacao-suspeita-doenca/notificacao.indicadores.ts';
import { VACINACAO_INDICADORES, VACINACAO_MAPA } from '../records/vacinacao/vacinacao.indicadores.ts';
import type { GrupoIndicadores } from './indicadores.ts';
import type { MapaIndicadores } from './mapa.ts';

/**
 * Every indicator group of the record types built, in Início's order (the regional services' DDO exams first).
 * A type not built yet has no group: its `kpis` name answers 404, never a made-up zero.
 */
export const INDICADORES: readonly GrupoIndicadores[] = [
  ...EXAME_INDICADORES.filter((g) => g.grupo === 'indicadoresExamesClinicosNecropsiasSVL'),
  ...NOTIFICACAO_INDICADORES,
  ...EXAME_INDICADORES.filter((g) => g.grupo !== 'indicadoresExamesClinicosNecropsiasSVL'),
  ...COLHEITA_AMOSTRAS_INDICADORES,
  ...COLHEITA_SELVAGEM_INDICADORES,
  ...VACINACAO_INDICADORES,
];

/** The group of a `kpis` name, if its record type is built. */
export function grupoIndicadores(nome: string): GrupoIndicadores | undefined {
  return INDICADORES.find((g) => g.grupo === nome);
}

/**
 * The record types on Início's map, in its order (issue 17, ours): those the issue names, each on a parish column
 * of its list. The laboratory collections are not on it: a laboratory's work is followed by state, not by place.
 */
export const MAPAS_INDICADORES: readonly MapaIndicadores[] = [NOTIFICACAO_MAPA, EXAME_MAPA, VACINACAO_MAPA];

/** The map of a type, if it has one. */
export function mapaIndicadores(entidade: string): MapaIndicadores | undefined {
  return MAPAS_INDICADORES.find((m) => m.entidade === entidade);
}
