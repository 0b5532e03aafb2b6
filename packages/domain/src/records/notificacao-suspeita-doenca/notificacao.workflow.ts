import {
  findOperation,
  refuseOperation,
  refuseSave,
  type Actor,
  type OperationRefusal,
  type RecordFacts,
  type Workflow,
  type WorkflowOperation,
} from '../../workflow/workflow.ts';
import { REVIEW_ESTADOS, reviewWorkflow, type ReviewEstado } from '../../workflow/review-workflow.ts';

/** The states a suspected-disease notification goes through (spec 002 §4, brief §7; docs/workflows.md). */
export const NOTIFICACAO_ESTADOS = REVIEW_ESTADOS;

/** One of {@link NOTIFICACAO_ESTADOS}. */
export type NotificacaoEstado = ReviewEstado;

/**
 * The notification workflow (spec 002 §4 "Notification", brief §7): the reviewed record's ({@link reviewWorkflow}).
 *
 * `editable` is the author's save. ROLE_SIGSA also saves in SUBMETIDO while it holds VALIDAR, the conclusion
 * only (002 §2 "Conclusion section", §6 "Save shows with GUARDAR or VALIDAR"): see {@link refuseNotificacaoSave}.
 * Validar is ROLE_SIGSA's alone: it needs the conclusion, which only that role sees and sets, so MANAGER reviews
 * (devolver, naoValidar) but never validates.
 */
export const NOTIFICACAO_WORKFLOW: Workflow<NotificacaoEstado> = reviewWorkflow({
  devolvidoMessage: 'Notificação de suspeita de doença devolvida.',
  validarRoles: ['ROLE_SIGSA'],
});

/** The return-reason type of notifications (spec 002 §7: `EXAME_DEVOLVER`, shared with the clinical exam). */
export const NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO = 'EXAME_DEVOLVER';

/** States in which the latest return (highest id) is shown on the record (spec 002 §2, §4). */
export const NOTIFICACAO_ESTADOS_COM_DEVOLUCAO: readonly NotificacaoEstado[] = ['DEVOLVIDO'];

/** The toast after a save (spec 002 §8). */
export const NOTIFICACAO_SAVED_MESSAGE = 'Registo guardado com sucesso.';

/** The question every operation but save asks first (spec 002 §4). */
export const NOTIFICACAO_CONFIRM_MESSAGE = 'Deseja confirmar?';

/** The conclusion section (spec 002 §3; `doencasConfirmadas` and `focoPrimario` are ours). */
export const NOTIFICACAO_CONCLUSAO_FIELDS = [
  'conclusaoSuspeita',
  'motivoConfirmacao',
  'outroMotivoConfirmacao',
  'ordemFoco',
  'focoPrimario',
  'doencasConfirmadas',
  'motivoNaoConfirmacao',
  'outroMotivoNaoConfirmacao',
] as const;

/** Fields set at creation only (spec 002 §2: the animal type). */
export const NOTIFICACAO_CREATION_ONLY_FIELDS = ['tipoAnimal'] as const;

/** Fields editable only in INICIAL (spec 002 §2: location and observation date). */
export const NOTIFICACAO_INICIAL_ONLY_FIELDS = ['localizacao', 'dataObservacao'] as const;

/** Who keeps a notification besides its creator: the notifier (`responsavelNotificacao`), when set. */
export function notificacaoResponsaveis(responsavelNotificacao: number | null | undefined): number[] {
  return typeof responsavelNotificacao === 'number' ? [responsavelNotificacao] : [];
}

/** A save refused, and the field that made it so (none when the record itself may not be saved). */
export interface NotificacaoSaveRefusal {
  refusal: OperationRefusal;
  field: string | null;
}

const VALIDAR = requiredOperation('validar');

/** True when the actor may set the conclusion now: holds VALIDAR (ROLE_SIGSA, a reviewer, in SUBMETIDO). */
export function maySetConclusao(actor: Actor, record: RecordFacts<NotificacaoEstado>): boolean {
  return refuseOperation(VALIDAR, actor, record) === null;
}

/**
 * The notification's edit policy (spec 002 §2, §6; issue "Bad input"): null when the actor may save a change of
 * `changedFields` (top-level payload names, child lists included) on an existing record; otherwise why not —
 * 403 (`forbidden`) for a conclusion without VALIDAR, 409 (`wrongState`) for a field the state freezes: the animal
 * type ever, location and observation date after INICIAL, anything but the conclusion in the reviewer's save.
 */
export function refuseNotificacaoSave(
  actor: Actor,
  record: RecordFacts<NotificacaoEstado>,
  changedFields: readonly string[],
): NotificacaoSaveRefusal | null {
  const conclusao = new Set<string>(NOTIFICACAO_CONCLUSAO_FIELDS);
  const conclusaoChanged = changedFields.find((field) => conclusao.has(field));
  const otherChanged = changedFields.find((field) => !conclusao.has(field));
  const reviews = maySetConclusao(actor, record);
  if (conclusaoChanged !== undefined && !reviews) return { refusal: 'forbidden', field: conclusaoChanged };
  if (reviews) {
    // The reviewer's save in SUBMETIDO: the conclusion, nothing else.
    return otherChanged === undefined ? null : { refusal: 'wrongState', field: otherChanged };
  }
  const refusal = refuseSave(NOTIFICACAO_WORKFLOW, actor, record);
  if (refusal) return { refusal, field: null };
  const frozen = new Set<string>(NOTIFICACAO_CREATION_ONLY_FIELDS);
  if (record.estado !== 'INICIAL') for (const field of NOTIFICACAO_INICIAL_ONLY_FIELDS) frozen.add(field);
  const changedFrozen = changedFields.find((field) => frozen.has(field));
  return changedFrozen === undefined ? null : { refusal: 'wrongState', field: changedFrozen };
}

function requiredOperation(name: string): WorkflowOperation<NotificacaoEstado> {
  const operation = findOperation(NOTIFICACAO_WORKFLOW, name);
  if (!operation) throw new Error(`notificacao: no operation ${name}`);
  return operation;
}
