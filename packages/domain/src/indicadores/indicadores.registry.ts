import { COLHEITA_AMOSTRAS_INDICADORES } from '../records/colheita-amostras/colheita-amostras.indicadores.ts';
import { COLHEITA_SELVAGEM_INDICADORES } from '../records/colheita-amostras-selvagens/colheita-selvagem.indicadores.ts';
import { EXAME_INDICADORES } from '../records/exame-clinico-necropsia/exame.indicadores.ts';
import { NOTIFICACAO_INDICADORES } from '../records/notificacao-suspeita-doenca/notificacao.indicadores.ts';
import { VACINACAO_INDICADORES } from '../records/vacinacao/vacinacao.indicadores.ts';
import type { GrupoIndicadores } from './indicadores.ts';

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
