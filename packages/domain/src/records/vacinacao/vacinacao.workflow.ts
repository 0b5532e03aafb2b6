import type { Workflow } from '../../workflow/workflow.ts';

/** The states a vaccination goes through (brief §7; docs/workflows.md). */
export const VACINACAO_ESTADOS = [
  'INICIAL',
  'SUBMETIDO',
  'SUBMETIDO_REANALISE',
  'DEVOLVIDO',
  'VALIDO',
  'INVALIDO',
] as const;

/** One of {@link VACINACAO_ESTADOS}. */
export type VacinacaoEstado = (typeof VACINACAO_ESTADOS)[number];

/** States in which a reviewer decides: a first submission, or a resubmission after a return. */
const UNDER_REVIEW = { SUBMETIDO: true, SUBMETIDO_REANALISE: true } as const;

/**
 * The vaccination workflow (spec 002 §4 "Vaccination", brief §7). A resubmission after a return goes to
 * SUBMETIDO_REANALISE, the state in which 002 §4 still shows the latest return to the reviewer. "Não validar"
 * is governed by INVALIDAR: 002 §6 lists the vaccination flags, and NAO_VALIDAR is not among them.
 */
export const VACINACAO_WORKFLOW: Workflow<VacinacaoEstado> = {
  states: VACINACAO_ESTADOS,
  initial: 'INICIAL',
  editable: ['INICIAL', 'DEVOLVIDO'],
  final: ['VALIDO', 'INVALIDO'],
  operations: [
    {
      name: 'submeter',
      transitions: { INICIAL: 'SUBMETIDO', DEVOLVIDO: 'SUBMETIDO_REANALISE' },
      flag: 'SUBMETER',
      side: 'author',
      needsReason: false,
      notify: 'reviewers',
      successMessage: 'Registo submetido.',
    },
    {
      name: 'validar',
      transitions: mapUnderReview('VALIDO'),
      flag: 'VALIDAR',
      side: 'reviewer',
      needsReason: false,
      notify: 'author',
      successMessage: 'Registo validado.',
    },
    {
      name: 'devolver',
      transitions: mapUnderReview('DEVOLVIDO'),
      flag: 'DEVOLVER',
      side: 'reviewer',
      needsReason: true,
      notify: 'author',
      successMessage: 'Registo devolvido.',
    },
    {
      name: 'naoValidar',
      transitions: mapUnderReview('INVALIDO'),
      flag: 'INVALIDAR',
      side: 'reviewer',
      needsReason: false,
      notify: 'author',
      successMessage: 'Registo não validado.',
    },
  ],
};

function mapUnderReview(to: VacinacaoEstado): Partial<Record<VacinacaoEstado, VacinacaoEstado>> {
  return Object.fromEntries(Object.keys(UNDER_REVIEW).map((from) => [from, to]));
}

/** The return-reason type of vaccinations (`tiposMotivosDevolucao/search/findByTipo?tipo=`). */
export const VACINACAO_TIPO_MOTIVO_DEVOLUCAO = 'VACINACAO_DEVOLVER';

/** States in which the latest return is shown on the record (spec 002 §4). */
export const VACINACAO_ESTADOS_COM_DEVOLUCAO: readonly VacinacaoEstado[] = [
  'DEVOLVIDO',
  'SUBMETIDO_REANALISE',
];
