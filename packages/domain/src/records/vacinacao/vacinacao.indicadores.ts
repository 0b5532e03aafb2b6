import { CARTOES_VACINACAO } from '../../indicadores/cartoes-fluxos.ts';
import type { GrupoIndicadores } from '../../indicadores/indicadores.ts';
import type { MapaIndicadores } from '../../indicadores/mapa.ts';
import { VACINACAO_ESTADOS } from './vacinacao.workflow.ts';

/** Início's vaccination cards (`GET kpis/indicadoresVacinacao`). */
export const VACINACAO_INDICADORES: readonly GrupoIndicadores[] = [
  {
    grupo: 'indicadoresVacinacao',
    titulo: 'Vacinação',
    entidade: 'vacinacoes',
    area: 'vacinacoes',
    rotaLista: '/consultar/vacinacao',
    estados: VACINACAO_ESTADOS,
    cartoes: CARTOES_VACINACAO,
  },
];

/** Início's map of vaccinations: on their holding's parish. */
export const VACINACAO_MAPA: MapaIndicadores = { entidade: 'vacinacoes', freguesiaKey: 'freguesia.nome' };
