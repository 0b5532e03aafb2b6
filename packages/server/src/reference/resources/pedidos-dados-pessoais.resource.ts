import { sql } from 'drizzle-orm';
import {
  SITUACOES_PEDIDO_DADOS_PESSOAIS,
  TIPOS_PEDIDO_DADOS_PESSOAIS,
} from '@sigsa/domain/admin/entities/dados-pessoais.admin';
import { column } from '../../platform/resources/resource.types.ts';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Where a request stands today (Lisbon): answered, past its deadline, or within it. */
export const SITUACAO_PEDIDO_EXPR = sql`CASE WHEN p.data_resposta IS NOT NULL THEN 'RESPONDIDO'
  WHEN p.prazo < (now() AT TIME ZONE 'Europe/Lisbon')::date THEN 'EM_ATRASO' ELSE 'EM_CURSO' END`;

/**
 * The requests of data subjects (issue 13): only for those who consult Gerir; the ones past their deadline and
 * unanswered read "Em atraso", in red.
 */
export const pedidosDadosPessoaisResource = {
  ...referenceResource({
    entity: 'pedidosDadosPessoais',
    alias: 'p',
    from: sql`pedidos_dados_pessoais p`,
    columns: [
      refColumn('p', 'tipo', 'tipo', 'Direito exercido', 'OPTION', { options: TIPOS_PEDIDO_DADOS_PESSOAIS }),
      refColumn('p', 'titular_nome', 'titularNome', 'Nome do titular'),
      refColumn('p', 'titular_nif', 'titularNif', 'NIF do titular'),
      refColumn('p', 'data_rececao', 'dataRececao', 'Data de receção', 'DATE'),
      refColumn('p', 'prazo', 'prazo', 'Prazo de resposta', 'DATE'),
      column({
        prop: 'situacao',
        name: 'Situação',
        type: 'OPTION',
        expr: SITUACAO_PEDIDO_EXPR,
        options: SITUACOES_PEDIDO_DADOS_PESSOAIS,
      }),
      refColumn('p', 'data_resposta', 'dataResposta', 'Data da resposta', 'DATE'),
    ],
    searchColumns: ['titularNome', 'titularNif'],
  }),
  area: 'gestao',
  defaultSort: ['prazo,asc'],
} as const;
