import { CARTOES_REVISAO } from '../../indicadores/cartoes-fluxos.ts';
import {
  ESTADO_KEY,
  PERFIS_VALIDACAO_REGIONAL,
  type CartaoIndicador,
  type GrupoIndicadores,
} from '../../indicadores/indicadores.ts';
import type { MapaIndicadores } from '../../indicadores/mapa.ts';
import { EXAME_ESTADOS } from './exame.workflow.ts';

const BASE = {
  entidade: 'examesClinicosNecropsias',
  area: 'examesClinicosNecropsias',
  rotaLista: '/consultar/exames-clinicos-e-necropsias',
  estados: EXAME_ESTADOS,
} as const;

/**
 * Submitted exams by the most serious notifiable-disease category of their linked notifications (spec 000 §2.3:
 * SUBMETIDO-DDO-A, -B, -C): the list column `categoriaDDO` holds that letter, so an exam counts once, under it.
 */
function cartaoDdo(categoria: 'A' | 'B' | 'C'): CartaoIndicador {
  return {
    chave: `SUBMETIDO-DDO-${categoria}`,
    rotulo: `Exames em validação — DDO ${categoria}`,
    filtros: [
      { key: ESTADO_KEY, value: ['SUBMETIDO'] },
      { key: 'categoriaDDO', value: [categoria] },
    ],
    alerta: true,
    perfis: PERFIS_VALIDACAO_REGIONAL,
  };
}

/**
 * Início's exam cards: the regional services' first group, the DDO exams awaiting validation
 * (`indicadoresExamesClinicosNecropsiasSVL`), then the exams by state (`indicadoresExamesClinicosNecropsias`).
 */
export const EXAME_INDICADORES: readonly GrupoIndicadores[] = [
  {
    ...BASE,
    grupo: 'indicadoresExamesClinicosNecropsiasSVL',
    titulo: 'Exames clínicos e necrópsias com doenças de declaração obrigatória',
    cartoes: [cartaoDdo('A'), cartaoDdo('B'), cartaoDdo('C')],
  },
  {
    ...BASE,
    grupo: 'indicadoresExamesClinicosNecropsias',
    titulo: 'Exames clínicos e necrópsias',
    cartoes: CARTOES_REVISAO,
  },
];

/** Início's map of exams: a domestic exam on its holding's parish when saved (a wild animal's exam has none). */
export const EXAME_MAPA: MapaIndicadores = {
  entidade: 'examesClinicosNecropsias',
  freguesiaKey: 'regiao.freguesia.nome',
};
