import type { MantineColor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBMIT_INVALID_FIELDS_MESSAGE } from '@sigsa/domain/validation/messages';
import type { PermissaoFlag, Permissoes } from '@sigsa/domain/workflow/permissoes';
import { ARCHIVE_OPERATIONS, type Workflow, type WorkflowOperation } from '@sigsa/domain/workflow/workflow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../platform/api-client.ts';
import type { FormMode } from '../platform/forms/domain-resolver.ts';
import {
  createRecord,
  returnReasonsQueryOptions,
  runRecordOperation,
  saveRecord,
  storeRecord,
  type WorkflowRecord,
} from '../platform/record-api.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { showSuccessToast } from '../platform/toasts.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { ManagementBar, type ManagementAction } from './management-bar.tsx';
import { ReturnDialog, type ReturnDecision } from './return-dialog.tsx';

/** What a record type tells its management bar: its entity, workflow and wording. */
export interface RecordManagementType {
  /** The API entity (`vacinacoes`). */
  entity: string;
  workflow: Workflow<string>;
  /** `tiposMotivosDevolucao` type of its returns. */
  returnReasonType: string;
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
}

/** Props of {@link RecordManagement}. */
export interface RecordManagementProps<R extends WorkflowRecord, P> {
  type: RecordManagementType;
  /** The saved record; null on the create screen (only Guardar can apply). */
  record: R | null;
  permissoes: Partial<Permissoes>;
  /**
   * Checks the form in a mode (the domain schema) and calls back with the payload; when invalid the screen
   * shows every error. Resolves whether it was valid.
   */
  attempt: (mode: FormMode, onValid: (payload: P) => void) => Promise<boolean>;
  /** Unsaved changes: submitting saves them first, so what is submitted is what the user sees. */
  dirty: boolean;
  /** The type's own submit refusals on what is on screen (a domain function, e.g. no lines); none by default. */
  submitRefusals?: () => string[];
  /** The type's refusals of another operation on what is on screen (a domain guard, e.g. validar); none by default. */
  operationRefusals?: (operation: string) => string[];
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
  | { kind: 'return' }
  | null;

/** Colour of each operation's button; the others take the primary colour. */
const OPERATION_COLORS: Partial<Record<string, MantineColor>> = {
  validar: 'green',
  devolver: 'orange',
  naoValidar: 'red',
};

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
export function RecordManagement<R extends WorkflowRecord, P extends object>(
  props: RecordManagementProps<R, P>,
) {
  const {
    type,
    record,
    permissoes,
    attempt,
    dirty,
    submitRefusals,
    operationRefusals,
    onDone,
    onErrors,
    onBack,
  } = props;
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending<P>>(null);
  const reasons = useQuery({
    ...returnReasonsQueryOptions(type.returnReasonType),
    enabled: permissoes.DEVOLVER === true,
  });

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

  const save = async (payload: P) => {
    try {
      const saved = record
        ? await saveRecord<R>(type.entity, record.id, { ...payload, role, version: record.version }, role)
        : await createRecord<R>(type.entity, { ...payload, role }, role);
      await finish(saved, type.savedMessage, record === null);
    } catch (error) {
      fail(error);
    }
  };

  const run = async (operation: RecordCall, payload: P | null, reason?: ReturnDecision) => {
    if (!record) return;
    try {
      let version = record.version;
      if (payload) {
        const saved = await saveRecord<R>(type.entity, record.id, { ...payload, role, version }, role);
        version = saved.version;
      }
      const body = reason
        ? { version, idMotivo: Number(reason.idMotivo), observacoes: reason.observacoes }
        : { version };
      const updated = await runRecordOperation<R>(type.entity, record.id, operation.name, role, body);
      await finish(updated, operation.successMessage);
    } catch (error) {
      fail(error);
    }
  };

  const startOperation = async (operation: WorkflowOperation<string>) => {
    if (operation.needsReason) {
      setPending({ kind: 'return' });
      return;
    }
    const refused = operationRefusals?.(operation.name) ?? [];
    if (refused.length > 0) {
      onErrors(refused);
      return;
    }
    if (type.savesFirst?.includes(operation.name) && dirty) {
      const valid = await attempt('save', (payload) => {
        onErrors([]);
        setPending({ kind: 'operation', operation, payload });
      });
      if (!valid) onErrors([SUBMIT_INVALID_FIELDS_MESSAGE]);
      return;
    }
    if (operation.name !== 'submeter' || permissoes.GUARDAR !== true) {
      onErrors([]);
      setPending({ kind: 'operation', operation, payload: null });
      return;
    }
    const refusals = submitRefusals?.() ?? [];
    if (refusals.length > 0) {
      onErrors(refusals);
      return;
    }
    const valid = await attempt('submit', (payload) => {
      onErrors([]);
      // Unsaved changes are saved first, so what is submitted is what the user sees.
      setPending({ kind: 'operation', operation, payload: dirty ? payload : null });
    });
    if (!valid) onErrors([SUBMIT_INVALID_FIELDS_MESSAGE]);
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
        }))
      : []),
    ...(record
      ? ARCHIVE_OPERATIONS.map((operation): ManagementAction => ({
          flag: operation.flag,
          label: t(`records.archive.${operation.name}`),
          onClick: () => {
            onErrors([]);
            setPending({ kind: 'operation', operation, payload: null });
          },
        }))
      : []),
  ];
  const returnOperation = type.workflow.operations.find((operation) => operation.needsReason);

  return (
    <>
      <ManagementBar permissoes={permissoes} actions={actions} onBack={onBack} />
      <ConfirmDialog
        opened={pending?.kind === 'save' || pending?.kind === 'operation'}
        message={pending?.kind === 'save' ? type.saveConfirmMessage : undefined}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (pending?.kind === 'save') await save(pending.payload);
          else if (pending?.kind === 'operation') await run(pending.operation, pending.payload);
        }}
      />
      {returnOperation && (
        <ReturnDialog
          opened={pending?.kind === 'return'}
          reasons={(reasons.data ?? []).map((reason) => ({
            id: reason.id,
            nome: reason.nome,
            requerObservacao: reason.requerObservacao === true,
          }))}
          onClose={() => setPending(null)}
          onConfirm={(decision) => run(returnOperation, null, decision)}
        />
      )}
    </>
  );
}
