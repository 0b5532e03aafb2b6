import { CARTOES_REVISAO } from '../../indicadores/cartoes-fluxos.ts';
import type { GrupoIndicadores } from '../../indicadores/indicadores.ts';
import type { MapaIndicadores } from '../../indicadores/mapa.ts';
import { NOTIFICACAO_ESTADOS } from './notificacao.workflow.ts';

/** Início's suspected-disease notification cards (`GET kpis/indicadoresNotificacoesSuspeitasDoencas`). */
export const NOTIFICACAO_INDICADORES: readonly GrupoIndicadores[] = [
  {
    grupo: 'indicadoresNotificacoesSuspeitasDoencas',
    titulo: 'Notificação de suspeita de doença',
    entidade: 'notificacoesSuspeitasDoencas',
    area: 'notificacoesSuspeitasDoencas',
    rotaLista: '/consultar/notificacao-suspeita-doenca',
    estados: NOTIFICACAO_ESTADOS,
    cartoes: CARTOES_REVISAO,
  },
];

/**
 * Início's map of notifications: on the parish they are filed under (the holding's, the infrastructure's or their
 * own point's).
 */
export const NOTIFICACAO_MAPA: MapaIndicadores = {
  entidade: 'notificacoesSuspeitasDoencas',
  freguesiaKey: 'regiao.freguesia.nome',
};
