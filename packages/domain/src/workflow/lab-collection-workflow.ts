import type { Workflow } from './workflow.ts';

/** The states of a laboratory sample collection, domestic or wild (001 §4, issue 16; docs/workflows.md). */
export const LAB_COLLECTION_ESTADOS = [
  'INICIAL',
  'SUBMETIDO',
  'EM_ANALISE',
  'EM_VALIDACAO',
  'SUBMETIDO_REANALISE',
  'DEVOLVIDO',
  'VALIDO',
  'INVALIDO',
] as const;

/** One of {@link LAB_COLLECTION_ESTADOS}. */
export type LabCollectionEstado = (typeof LAB_COLLECTION_ESTADOS)[number];

/** The return-reason types of collections (001 §9), by the return that takes them. */
export const LAB_COLLECTION_TIPOS_MOTIVO = {
  devolverParaReAnalise: 'CONTROLO_AMOSTRA_DEVOLVER_REANALISE',
  devolverParaReSubmissao: 'CONTROLO_AMOSTRA_DEVOLVER_RESUBMISSAO',
} as const;

/** The toast of both returns (001 §8, verbatim). */
const DEVOLVIDO_MESSAGE = 'Colheita de Amostra devolvido.';

/**
 * The workflow of a laboratory sample collection (001 §4, issue 16), with three sides: the requester (author)
 * fills it in INICIAL or DEVOLVIDO and submits it to the laboratory; the addressed laboratory receives it, which
 * opens one empty result per sample and assay, registers the analyses (REGISTAR_ANALISES in EM_ANALISE and
 * SUBMETIDO_REANALISE) and submits them; a reviewer (ROLE_SIGSA, ROLE_MANAGER: the full REGISTO level, four
 * eyes) validates, refuses ("Não validar"), returns to the laboratory for a new analysis or to the requester for
 * a resubmission. Ours: the laboratory may also return a submitted collection to the requester (a sample that
 * cannot be analysed), before receiving it. The latest return shows in DEVOLVIDO and SUBMETIDO_REANALISE.
 */
export const LAB_COLLECTION_WORKFLOW: Workflow<LabCollectionEstado> = {
  states: LAB_COLLECTION_ESTADOS,
  initial: 'INICIAL',
  editable: ['INICIAL', 'DEVOLVIDO'],
  analyses: ['EM_ANALISE', 'SUBMETIDO_REANALISE'],
  final: ['VALIDO', 'INVALIDO'],
  operations: [
    {
      name: 'submeter',
      transitions: { INICIAL: 'SUBMETIDO', DEVOLVIDO: 'SUBMETIDO' },
      flag: 'SUBMETER',
      side: 'author',
      needsReason: false,
      notify: 'laboratory',
      successMessage: 'Registo submetido.',
    },
    {
      name: 'rececionar',
      transitions: { SUBMETIDO: 'EM_ANALISE' },
      flag: 'RECECIONAR',
      side: 'laboratory',
      needsReason: false,
      notify: null,
      successMessage: 'Registo rececionado.',
    },
    {
      name: 'submeterAnalise',
      transitions: { EM_ANALISE: 'EM_VALIDACAO', SUBMETIDO_REANALISE: 'EM_VALIDACAO' },
      flag: 'SUBMETER_ANALISE',
      side: 'laboratory',
      needsReason: false,
      notify: 'reviewers',
      // 001 §8 spells it so.
      successMessage: 'Analises submetidas.',
    },
    {
      name: 'validar',
      transitions: { EM_VALIDACAO: 'VALIDO' },
      flag: 'VALIDAR',
      side: 'reviewer',
      needsReason: false,
      notify: 'author',
      successMessage: 'Registo validado.',
    },
    {
      name: 'invalidar',
      transitions: { EM_VALIDACAO: 'INVALIDO' },
      flag: 'INVALIDAR',
      side: 'reviewer',
      needsReason: false,
      notify: 'author',
      successMessage: 'Registo invalidado',
    },
    {
      name: 'devolverParaReAnalise',
      transitions: { EM_VALIDACAO: 'SUBMETIDO_REANALISE' },
      flag: 'DEVOLVER_PARA_REANALISE',
      side: 'reviewer',
      needsReason: true,
      notify: 'laboratory',
      successMessage: DEVOLVIDO_MESSAGE,
    },
    {
      name: 'devolverParaReSubmissao',
      transitions: { EM_VALIDACAO: 'DEVOLVIDO', SUBMETIDO: 'DEVOLVIDO' },
      flag: 'DEVOLVER',
      side: 'reviewer',
      sideFrom: { SUBMETIDO: 'laboratory' },
      needsReason: true,
      notify: 'author',
      successMessage: DEVOLVIDO_MESSAGE,
    },
  ],
};

/** States in which the latest return (highest id) is shown (001 §4: DEVOLVIDO, and SUBMETIDO_REANALISE). */
export const LAB_COLLECTION_ESTADOS_COM_DEVOLUCAO: readonly LabCollectionEstado[] = [
  'DEVOLVIDO',
  'SUBMETIDO_REANALISE',
];

/** States from which samples and assays are locked and not sent on save (001 §4: from EM_ANALISE on). */
export function samplesLocked(estado: LabCollectionEstado): boolean {
  return !['INICIAL', 'SUBMETIDO', 'DEVOLVIDO'].includes(estado);
}

/** States in which the location may change (001 §4: INICIAL or DEVOLVIDO). */
export function locationEditable(estado: LabCollectionEstado): boolean {
  return estado === 'INICIAL' || estado === 'DEVOLVIDO';
}

/** The laboratory's internal code is required while the collection is EM_ANALISE (001 §5.1, §5.2). */
export function internalCodeRequired(estado: LabCollectionEstado): boolean {
  return estado === 'EM_ANALISE';
}

/** Results exist and are shown once the collection has left INICIAL (001 §2.1); a reception creates them. */
export function resultsShown(estado: LabCollectionEstado): boolean {
  return estado !== 'INICIAL';
}

/** The success toast of a save (001 §8, verbatim). */
export const LAB_COLLECTION_SAVED_MESSAGE = 'Registo guardado com sucesso.';

/** The question before the domestic Guardar (001 §4, verbatim). */
export const LAB_COLLECTION_SAVE_CONFIRM_MESSAGE = 'Confirma que pretende gravar?';
