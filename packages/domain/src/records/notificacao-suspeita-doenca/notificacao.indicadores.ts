import { CARTOES_REVISAO } from '../../indicadores/cartoes-fluxos.ts';
import type { GrupoIndicadores } from '../../indicadores/indicadores.ts';
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
