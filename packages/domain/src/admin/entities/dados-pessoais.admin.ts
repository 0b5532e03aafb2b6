import { daysInMonth, formatIsoDate, parseIsoDate, type CalendarDate } from '../../validation/dates.ts';
import type { AdminEntity, AdminOption } from '../admin-entity.ts';

// The requests of data subjects (RGPD arts. 15–21; issue 13 "Personal data"): each logged with the day it was
// received and answered within a month (art. 12(3)). An erasure request is logged and answered, not executed:
// the records are kept under a legal obligation (art. 17(3)(b); our decision, docs/decisions.md).

/** The rights a request invokes. */
export const TIPOS_PEDIDO_DADOS_PESSOAIS: readonly AdminOption[] = [
  { value: 'ACESSO', label: 'Acesso (art. 15.º)' },
  { value: 'RETIFICACAO', label: 'Retificação (art. 16.º)' },
  { value: 'APAGAMENTO', label: 'Apagamento (art. 17.º)' },
  { value: 'LIMITACAO', label: 'Limitação do tratamento (art. 18.º)' },
  { value: 'PORTABILIDADE', label: 'Portabilidade (art. 20.º)' },
  { value: 'OPOSICAO', label: 'Oposição (art. 21.º)' },
];

/** Where a request stands: answered, within its deadline, or past it (shown in red). */
export const SITUACOES_PEDIDO_DADOS_PESSOAIS = [
  { value: 'EM_CURSO', label: 'Em curso' },
  { value: 'EM_ATRASO', label: 'Em atraso', color: 'red.9' },
  { value: 'RESPONDIDO', label: 'Respondido' },
] as const;

/**
 * The answer's deadline: one month after the day the request was received (art. 12(3)), the same day of the
 * next month, or its last day when it has none (31 January → 28/29 February).
 */
export function prazoResposta(rececao: CalendarDate): CalendarDate {
  const year = rececao.month === 12 ? rececao.year + 1 : rececao.year;
  const month = rececao.month === 12 ? 1 : rececao.month + 1;
  return { year, month, day: Math.min(rececao.day, daysInMonth(year, month)) };
}

/** {@link prazoResposta} of a wire date (YYYY-MM-DD); null when it is not one. */
export function prazoRespostaIso(rececao: unknown): string | null {
  const date = typeof rececao === 'string' ? parseIsoDate(rececao) : null;
  return date ? formatIsoDate(prazoResposta(date)) : null;
}

export const PEDIDOS_DADOS_PESSOAIS_ADMIN: AdminEntity = {
  entity: 'pedidosDadosPessoais',
  path: 'pedidos-dados-pessoais',
  title: 'Pedidos dos titulares de dados',
  singular: 'Pedido do titular',
  nameField: 'titularNome',
  menu: true,
  fields: [
    {
      key: 'tipo',
      label: 'Direito exercido',
      input: 'option',
      required: true,
      options: TIPOS_PEDIDO_DADOS_PESSOAIS,
    },
    { key: 'titularNome', label: 'Nome do titular', input: 'text', required: true, personal: true },
    {
      key: 'titularNif',
      label: 'NIF do titular',
      input: 'text',
      format: 'nif',
      maxLength: 9,
      personal: true,
    },
    {
      key: 'contacto',
      label: 'Contacto para a resposta',
      input: 'text',
      maxLength: 255,
      personal: true,
      description: 'Endereço de correio eletrónico ou postal.',
    },
    {
      key: 'dataRececao',
      label: 'Data de receção',
      input: 'date',
      required: true,
      notFuture: true,
      immutable: true,
      description: 'O prazo de resposta é de um mês a contar desta data (RGPD, art. 12.º, n.º 3).',
    },
    { key: 'pedido', label: 'Pedido', input: 'textarea', required: true, maxLength: 4000 },
    { key: 'dataResposta', label: 'Data da resposta', input: 'date', notFuture: true },
    {
      key: 'resposta',
      label: 'Resposta',
      input: 'textarea',
      maxLength: 4000,
      description:
        'Um pedido de apagamento regista-se e responde-se; os registos sanitários conservam-se por obrigação legal (RGPD, art. 17.º, n.º 3, alínea b)).',
    },
  ],
};
