import { Stack, Text, type MantineColor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBMIT_INVALID_FIELDS_MESSAGE } from '@sigsa/domain/validation/messages';
import type { PermissaoFlag, Permissoes } from '@sigsa/domain/workflow/permissoes';
import { ARCHIVE_OPERATIONS, type Workflow, type WorkflowOperation } from '@sigsa/domain/workflow/workflow';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../platform/api-client.ts';
import type { FormMode } from '../platform/forms/domain-resolver.ts';
import { useFormStatus, type FormStatus } from '../platform/forms/form-status.ts';
import {
  createRecord,
  recordQueryOptions,
  returnReasonsQueryOptions,
  runRecordOperation,
  saveRecord,
  storeRecord,
  type SavedRecord,
} from '../platform/record-api.ts';
import { useRefusalCarry } from '../platform/records/refusal-carry.tsx';
import { useActiveSession } from '../platform/session-store.ts';
import { showErrorToast, showSuccessToast } from '../platform/toasts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { showAttachmentsErrorToast } from './documents-api.ts';
import { ManagementBar, type ManagementAction } from './management-bar.tsx';
import { ReturnDialog, type ReturnDecision } from './return-dialog.tsx';
import { WarningDialog } from './warning-dialog.tsx';

/** What a record type tells its management bar: its entity, workflow and wording. */
export interface RecordManagementType {
  /** The API entity (`vacinacoes`). */
  entity: string;
  workflow: Workflow<string>;
  /**
   * `tiposMotivosDevolucao` type of its returns, or one per return operation (a lab collection's re-analysis and
   * resubmission); absent for a type without returns.
   */
  returnReasonType?: string | Readonly<Record<string, string>>;
  /** The question before Guardar (vaccination: "Confirma que pretende gravar?"); default "Deseja confirmar?". */
  saveConfirmMessage?: string;
  /** The success toast of a save. */
  savedMessage: string;
  /** The label of a button: `guardar` or an operation's name. */
  actionLabel: (name: string) => string;
  /** The flags that show Guardar (any of them); default GUARDAR (a notification's reviewer saves with VALIDAR). */
  saveFlags?: readonly PermissaoFlag[];
  /**
   * Operations besides submeter that save unsaved changes first (the reviewer's conclusion before validar),
   * checked by the form in save mode.
   */
  savesFirst?: readonly string[];
  /**
   * The call a save of a saved record makes, by what the user may do: `save` by default; a laboratory saves its
   * analyses with `guardarResultados` (001 §7).
   */
  saveCall?: (permissoes: Partial<Permissoes>) => string;
  /**
   * How a refused operation tells the user, besides the list of errors: the 'Aviso' dialog (a collection's
   * submission, 001 §8) or an 'Erro' toast (its analyses' submission); by default the list alone.
   */
  refusalFeedback?: Readonly<Record<string, 'dialog' | 'toast'>>;
  /**
   * The refusal of Submeter while fields are invalid: by default 'Não é possível submeter o registo, verifique os
   * campos de preenchimento obrigatório' (the exam's, 001 §5.4; 002 §5); a lab collection's is its incomplete
   * record's, 'Antes de submeter terá de completar o registo.' (001 §4 submeter, §8).
   */
  submitInvalidFieldsMessage?: string;
  /**
   * The operations a validation error makes unavailable: {@link OPERATIONS_STOPPED_BY_ERRORS} by default (spec
   * 002 §4; the exam, 001 §4). A lab collection's Submeter is not among them: it always answers, with its warning
   * while the record is incomplete (001 §4 submeter).
   */
  stoppedByErrors?: readonly string[];
}

/** Props of {@link RecordManagement}. */
export interface RecordManagementProps<R extends SavedRecord, P> {
  type: RecordManagementType;
  /** The saved record; null on the create screen (only Guardar can apply). */
  record: R | null;
  permissoes: Partial<Permissoes>;
  /**
   * Checks the form in a mode (the domain schema) and calls back with the payload; when invalid the screen
   * shows every error. Resolves whether it was valid.
   */
  attempt: (mode: FormMode, onValid: (payload: P) => void) => Promise<boolean>;
  /**
   * The form's status (`useDomainForm().status`), read here alone: while the form knows of validation errors,
   * Submeter and Validar are unavailable (spec 002 §4); unsaved changes are saved before submitting, so what is
   * submitted is what the user sees.
   */
  status: FormStatus;
  /**
   * The type's own submit refusals on what is on screen (a domain function, e.g. no lines); none by default.
   * `invalidFields`: whether the form's fields failed their check (a type whose refusals depend on it, 001 §4).
   */
  submitRefusals?: (invalidFields: boolean) => string[];
  /** The type's refusals of another operation on what is on screen (a domain guard, e.g. validar); none by default. */
  operationRefusals?: (operation: string) => string[];
  /**
   * Sends the attachments picked on screen once the record is saved (spec 002 §7: after saving, for each
   * sub-item and for the record itself), before any operation that follows the save. Resolves whether anything
   * was sent — the record is then loaded again — and whether all of it went ("Houve um erro a guardar os
   * anexos." otherwise, and the operation waits).
   */
  sendAttachments?: (saved: R) => Promise<{ sent: boolean; ok: boolean }>;
  /** The record as the server answered a save or an operation. */
  onDone: (record: R, created: boolean) => void;
  /** Messages for the validation error list (refusals on this side, or the server's 400 errors). */
  onErrors: (errors: string[]) => void;
  onBack: () => void;
}

/** A call the bar runs on the saved record: a workflow operation, or arquivar/desarquivar. */
type RecordCall = Pick<WorkflowOperation<string>, 'name' | 'successMessage'>;

/** What waits for the user's confirmation. */
type Pending<P> =
  | { kind: 'save'; payload: P }
  | { kind: 'operation'; operation: RecordCall; payload: P | null }
  | { kind: 'return'; operation: WorkflowOperation<string> }
  | null;

/**
 * The operations a validation error stops (spec 002 §4: "Submit and validate are disabled while validation errors
 * exist"): unavailable while the form knows of errors, and after a refusal until what refused them is fixed.
 */
export const OPERATIONS_STOPPED_BY_ERRORS: readonly string[] = ['submeter', 'validar'];

/** Colour of each operation's button; the others take the primary colour. */
const OPERATION_COLORS: Partial<Record<string, MantineColor>> = {
  validar: 'green',
  devolver: 'orange',
  naoValidar: 'red',
};

/** The reason type of return operation `name` of a record type. */
function returnReasonTypeOf(type: RecordManagementType, name: string): string | undefined {
  const tipo = type.returnReasonType;
  return typeof tipo === 'string' ? tipo : tipo?.[name];
}

/** `messages` without repeats, in their order. */
function distinct(messages: readonly string[]): string[] {
  return [...new Set(messages)];
}

/** The messages a failed call leaves in the validation error list: the server's field errors, else nothing. */
function errorsOf(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const messages = error.fieldErrors.map((e) => e.message);
  return messages.length > 0 ? messages : [error.message];
}

/**
 * A record's management buttons (000 §2.6, 002 §2, §4, §6), from its workflow and `permissoes`: Guardar asks
 * its question; Submeter checks the type's refusals and the form in submit mode, and saves unsaved changes
 * first; the other operations, Arquivar and Desarquivar ask "Deseja confirmar?"; a return asks for a reason.
 * Each call carries the record's version; the answer refreshes the screen, with the success toast.
 */
export function RecordManagement<R extends SavedRecord, P extends object>(
  props: RecordManagementProps<R, P>,
) {
  const {
    type,
    record,
    permissoes,
    attempt,
    status,
    submitRefusals,
    operationRefusals,
    sendAttachments,
    onDone,
    onErrors,
    onBack,
  } = props;
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending<P>>(null);
  // The operation last refused on this side: its messages stay listed, and it stays unavailable, until fixed.
  const [refused, setRefused] = useState<string | null>(null);
  const hasErrors = useFormStatus(status, (s) => s.hasErrors);
  // Read when an operation starts: nothing on the bar shows it.
  const dirty = () => status.get().dirty;
  // While a refusal stands, each change of the form checks it again: the type's refusals read the values.
  useFormStatus(status, (s) => (refused === null ? 0 : s.revision));
  const returning = pending?.kind === 'return' ? pending.operation : null;
  const reasonType = returning ? returnReasonTypeOf(type, returning.name) : undefined;
  const reasons = useQuery({
    ...returnReasonsQueryOptions(reasonType ?? ''),
    enabled: reasonType !== undefined,
  });
  const saveCall = type.saveCall?.(permissoes) ?? 'save';
  const stoppedByErrors = type.stoppedByErrors ?? OPERATIONS_STOPPED_BY_ERRORS;

  /** What on screen refuses an operation now: the type's submit rules (for who fills the record) and guards. */
  const refusalsOf = (name: string): string[] => [
    ...(name === 'submeter' && permissoes.GUARDAR === true ? (submitRefusals?.(hasErrors) ?? []) : []),
    ...(operationRefusals?.(name) ?? []),
  ];
  const stillRefused = refused !== null && (hasErrors || refusalsOf(refused).length > 0);
  useEffect(() => {
    // Fixed: the refusal's messages leave the list and the operation is offered again.
    if (refused !== null && !stillRefused) {
      setRefused(null);
      onErrors([]);
    }
  }, [refused, stillRefused, onErrors]);

  const [warning, setWarning] = useState<string[] | null>(null);
  // A refusal the server made after the save before it: the screen rebuilt from the save tells it (see
  // refusal-carry.tsx).
  const carry = useRefusalCarry();
  useEffect(() => {
    const carried = carry?.take();
    if (!carried) return;
    onErrors(carried.messages);
    if (carried.dialog) setWarning(carried.messages);
  }, [carry, onErrors]);

  const refuse = (name: string, messages: string[]) => {
    setRefused(name);
    onErrors(messages);
    const feedback = type.refusalFeedback?.[name];
    if (feedback === 'dialog') setWarning(messages);
    else if (feedback === 'toast') showErrorToast(t('records.refusal.toastTitle'), messages.join(' '));
  };
  const clearErrors = () => {
    setRefused(null);
    onErrors([]);
  };

  const finish = async (saved: R, message: string, created = false) => {
    await storeRecord(client, type.entity, role, saved);
    showSuccessToast(message);
    setPending(null);
    onDone(saved, created);
  };

  const fail = (error: unknown) => {
    // The API client has shown the error toast; the dialog closes so the list of errors is in view.
    setPending(null);
    onErrors(errorsOf(error));
  };

  /** After a save: the attachments go, then the record is read again when any went (spec 002 §7). */
  const attach = async (saved: R): Promise<{ latest: R; ok: boolean }> => {
    if (!sendAttachments) return { latest: saved, ok: true };
    const { sent, ok } = await sendAttachments(saved);
    if (!ok) showAttachmentsErrorToast();
    if (!sent) return { latest: saved, ok };
    const query = recordQueryOptions<R>(type.entity, saved.id, role);
    // A read already on its way started before the attachments went: it is dropped, not joined.
    await client.cancelQueries({ queryKey: query.queryKey, exact: true });
    const latest = await client.fetchQuery({ ...query, staleTime: 0 });
    return { latest, ok };
  };

  const save = async (payload: P) => {
    try {
      const saved = record
        ? await saveRecord<R>(
            type.entity,
            record.id,
            { ...payload, role, version: record.version },
            role,
            saveCall,
          )
        : await createRecord<R>(type.entity, { ...payload, role }, role);
      const { latest } = await attach(saved);
      await finish(latest, type.savedMessage, record === null);
    } catch (error) {
      fail(error);
    }
  };

  const run = async (operation: RecordCall, payload: P | null, reason?: ReturnDecision) => {
    if (!record) return;
    const dialog = type.refusalFeedback?.[operation.name] === 'dialog';
    let saved: R | null = null;
    try {
      let version = record.version;
      if (payload) {
        const answer = await saveRecord<R>(
          type.entity,
          record.id,
          { ...payload, role, version },
          role,
          saveCall,
        );
        const { latest, ok } = await attach(answer);
        // What was saved stays; the operation waits until the attachments have gone.
        if (!ok) {
          await finish(latest, type.savedMessage);
          return;
        }
        saved = latest;
        version = latest.version;
      }
      const body = reason
        ? { version, idMotivo: Number(reason.idMotivo), observacoes: reason.observacoes }
        : { version };
      // A refusal told in the 'Aviso' dialog is not told again in a toast.
      const updated = await runRecordOperation<R>(
        type.entity,
        record.id,
        operation.name,
        role,
        body,
        dialog ? [400] : [],
      );
      await finish(updated, operation.successMessage);
    } catch (error) {
      const messages = errorsOf(error);
      const refusal = { messages, dialog: dialog && messages.length > 0 };
      setPending(null);
      if (saved) {
        // The changes were saved before the refusal: the screen shows the saved record (its version, its new
        // rows' ids), rebuilt on a record's page, which then tells the refusal.
        carry?.put(refusal);
        await storeRecord(client, type.entity, role, saved);
        if (carry) return;
      }
      onErrors(messages);
      if (refusal.dialog) setWarning(messages);
    }
  };

  const startOperation = async (operation: WorkflowOperation<string>) => {
    if (operation.needsReason) {
      setPending({ kind: 'return', operation });
      return;
    }
    const guarded = operationRefusals?.(operation.name) ?? [];
    if (guarded.length > 0) {
      refuse(operation.name, guarded);
      return;
    }
    if (type.savesFirst?.includes(operation.name) && dirty()) {
      const valid = await attempt('save', (payload) => {
        clearErrors();
        setPending({ kind: 'operation', operation, payload });
      });
      if (!valid) refuse(operation.name, [SUBMIT_INVALID_FIELDS_MESSAGE]);
      return;
    }
    if (operation.name !== 'submeter' || permissoes.GUARDAR !== true) {
      clearErrors();
      setPending({ kind: 'operation', operation, payload: null });
      return;
    }
    // The form is checked in submit mode even when the type refuses (no rows): every field shows its error.
    const checked: P[] = [];
    const valid = await attempt('submit', (payload) => void checked.push(payload));
    const refusals = distinct([
      ...(valid ? [] : [type.submitInvalidFieldsMessage ?? SUBMIT_INVALID_FIELDS_MESSAGE]),
      ...(submitRefusals?.(!valid) ?? []),
    ]);
    if (refusals.length > 0) {
      refuse(operation.name, refusals);
      return;
    }
    const [payload] = checked;
    if (!payload) return;
    clearErrors();
    // Unsaved changes are saved first, so what is submitted is what the user sees.
    setPending({ kind: 'operation', operation, payload: dirty() ? payload : null });
  };

  const actions: ManagementAction[] = [
    {
      flag: type.saveFlags ?? 'GUARDAR',
      label: type.actionLabel('guardar'),
      onClick: () => void attempt('save', (payload) => setPending({ kind: 'save', payload })),
    },
    ...(record
      ? type.workflow.operations.map((operation): ManagementAction => ({
          flag: operation.flag,
          label: type.actionLabel(operation.name),
          color: OPERATION_COLORS[operation.name],
          onClick: () => void startOperation(operation),
          blocked:
            stoppedByErrors.includes(operation.name) &&
            (hasErrors || (refused === operation.name && stillRefused)),
        }))
      : []),
    ...(record
      ? ARCHIVE_OPERATIONS.map((operation): ManagementAction => ({
          flag: operation.flag,
          label: t(`records.archive.${operation.name}`),
          onClick: () => {
            clearErrors();
            setPending({ kind: 'operation', operation, payload: null });
          },
        }))
      : []),
  ];

  return (
    <>
      <ManagementBar permissoes={permissoes} actions={actions} onBack={onBack} />
      <WarningDialog
        opened={warning !== null}
        title={t('records.refusal.dialogTitle')}
        message={
          <Stack gap="xs">
            {(warning ?? []).map((message) => (
              <Text key={message}>{message}</Text>
            ))}
          </Stack>
        }
        onClose={() => setWarning(null)}
      />
      <ConfirmDialog
        opened={pending?.kind === 'save' || pending?.kind === 'operation'}
        message={pending?.kind === 'save' ? type.saveConfirmMessage : undefined}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (pending?.kind === 'save') await save(pending.payload);
          else if (pending?.kind === 'operation') await run(pending.operation, pending.payload);
        }}
      />
      {type.workflow.operations.some((operation) => operation.needsReason) && (
        <ReturnDialog
          opened={returning !== null}
          reasons={(reasons.data ?? []).map((reason) => ({
            id: reason.id,
            nome: reason.nome,
            requerObservacao: reason.requerObservacao === true,
          }))}
          onClose={() => setPending(null)}
          onConfirm={(decision) => (returning ? run(returning, null, decision) : Promise.resolve())}
        />
      )}
    </>
  );
}
