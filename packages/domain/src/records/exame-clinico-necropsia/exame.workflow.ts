import { REVIEW_ESTADOS, reviewWorkflow, type ReviewEstado } from '../../workflow/review-workflow.ts';
import { VETERINARIAN_ROLES } from '../../access/roles.ts';
import {
  refuseSave,
  type Actor,
  type OperationRefusal,
  type RecordFacts,
  type Workflow,
} from '../../workflow/workflow.ts';

/** The states a clinical exam goes through (spec 001 §4 "Clinical exam", issue 14; docs/workflows.md). */
export const EXAME_ESTADOS = REVIEW_ESTADOS;

/** One of {@link EXAME_ESTADOS}. */
export type ExameEstado = ReviewEstado;

/**
 * The clinical exam workflow (001 §4, issue 14): the reviewed record's ({@link reviewWorkflow}). The reviewers are
 * the users with the full REGISTO level on exams who neither created the exam nor keep it (ROLE_SIGSA and
 * ROLE_MANAGER: SVL and SVR register what they keep only). A return says 'Exame clinico devolvido.'; 001 §8 reuses
 * 'Registo validado.' after submit and "não validar", which would tell the user something that did not happen, so
 * each says its own (issue 14).
 */
export const EXAME_WORKFLOW: Workflow<ExameEstado> = reviewWorkflow({
  devolvidoMessage: 'Exame clinico devolvido.',
});

/** The return-reason type of exams (001 §7 "Exam operations": `EXAME_DEVOLVER`). */
export const EXAME_TIPO_MOTIVO_DEVOLUCAO = 'EXAME_DEVOLVER';

/** States in which the latest return (highest id) is shown on the exam (issue 14). */
export const EXAME_ESTADOS_COM_DEVOLUCAO: readonly ExameEstado[] = ['DEVOLVIDO'];

/** Fields set at creation only (001 §2.3 the animal type; §4 the wild situation, "only while the record has no id"). */
export const EXAME_CREATION_ONLY_FIELDS = ['tipoAnimal', 'situacaoAnimal'] as const;

/** Wild header fields, editable only in INICIAL (001 §4); the situation only before the first save. */
export const EXAME_SELVAGEM_INICIAL_ONLY_FIELDS = [
  'programa',
  'dataObservacao',
  'dsavr',
  'responsavelColheita',
  'localizacao',
  'processoCaca',
  'zonaCaca',
] as const;

/** Fields a veterinarian never sets (001 §6): the reasons and the official flag. */
export const EXAME_NOT_FOR_VETS_FIELDS = ['motivosExames', 'exameOficial'] as const;

/** Who keeps an exam besides its creator: its vet (`medicoVeterinario`) and, wild, the collection responsible. */
export function exameResponsaveis(
  medicoVeterinario: number | null | undefined,
  responsavelColheita: number | null | undefined,
): number[] {
  return [
    ...new Set([medicoVeterinario, responsavelColheita].filter((id): id is number => typeof id === 'number')),
  ];
}

/** A save refused, and the field that made it so (none when the record itself may not be saved). */
export interface ExameSaveRefusal {
  refusal: OperationRefusal;
  field: string | null;
}

/**
 * The exam's edit policy (001 §4, §6; issue 14 "Bad input"): null when the actor may save a change of
 * `changedFields` (top-level body fields) on an existing exam; otherwise why not — 403 (`forbidden`) for a
 * veterinarian's change of the reasons or the official flag, 409 (`wrongState`) for the animal type or the wild
 * situation ever, and the wild header outside INICIAL; the workflow's save rule first.
 */
export function refuseExameSave(
  actor: Actor,
  record: RecordFacts<ExameEstado>,
  changedFields: readonly string[],
): ExameSaveRefusal | null {
  const refusal = refuseSave(EXAME_WORKFLOW, actor, record);
  if (refusal) return { refusal, field: null };
  if ((VETERINARIAN_ROLES as readonly string[]).includes(actor.role)) {
    const notForVets = new Set<string>(EXAME_NOT_FOR_VETS_FIELDS);
    const forbidden = changedFields.find((field) => notForVets.has(field));
    if (forbidden !== undefined) return { refusal: 'forbidden', field: forbidden };
  }
  const frozen = new Set<string>(EXAME_CREATION_ONLY_FIELDS);
  if (record.estado !== 'INICIAL') for (const field of EXAME_SELVAGEM_INICIAL_ONLY_FIELDS) frozen.add(field);
  const changedFrozen = changedFields.find((field) => frozen.has(field));
  return changedFrozen === undefined ? null : { refusal: 'wrongState', field: changedFrozen };
}

/** The success toast of a save (001 §8, verbatim). */
export const EXAME_SAVED_MESSAGE = 'Registo guardado com sucesso.';
