import type { MantineColor } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VACINACAO_SAVE_CONFIRM_MESSAGE,
  VACINACAO_SUBMIT_NO_LINES_MESSAGE,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import type { VacinacaoInput } from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import {
  VACINACAO_TIPO_MOTIVO_DEVOLUCAO,
  VACINACAO_WORKFLOW,
} from '@sigsa/domain/records/vacinacao/vacinacao.workflow';
import { SUBMIT_INVALID_FIELDS_MESSAGE } from '@sigsa/domain/validation/messages';
import type { Permissoes } from '@sigsa/domain/workflow/permissoes';
import { ARCHIVE_OPERATIONS, type WorkflowOperation } from '@sigsa/domain/workflow/workflow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ManagementBar, type ManagementAction } from '../../components/management-bar.tsx';
import { ReturnDialog, type ReturnDecision } from '../../components/return-dialog.tsx';
import { ApiError } from '../../platform/api-client.ts';
import {
  createRecord,
  returnReasonsQueryOptions,
  runRecordOperation,
  saveRecord,
  storeRecord,
} from '../../platform/record-api.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { VACINACAO_ENTITY, type Vacinacao } from './vacinacao-api.ts';
import { showSuccessToast } from '../../platform/toasts.ts';

/** Props of {@link VacinacaoManagement}. */
export interface VacinacaoManagementProps {
  /** The saved record; null on the create screen (only Guardar can apply). */
  record: Vacinacao | null;
  permissoes: Partial<Permissoes>;
  /** The form's payload, or null when it is invalid (the screen then shows every error). */
  preparePayload: () => VacinacaoInput | null;
  /** Unsaved changes: submitting saves them first, so what is submitted is what the user sees. */
  dirty: boolean;
  /** Individual and group lines on screen (submit needs at least one, spec 002 §4). */
  lineCount: number;
  /** The record as the server answered a save or an operation. */
  onDone: (record: Vacinacao, created: boolean) => void;
  /** Messages for the validation error list (refusals on this side, or the server's 400 errors). */
  onErrors: (errors: string[]) => void;
  onBack: () => void;
}

/** A call the bar runs on the saved record: a workflow operation, or arquivar/desarquivar. */
type RecordCall = Pick<WorkflowOperation<string>, 'name' | 'successMessage'>;

/** What waits for the user's confirmation. */
type Pending =
  | { kind: 'save'; payload: VacinacaoInput }
  | { kind: 'operation'; operation: RecordCall; payload: VacinacaoInput | null }
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
 * The vaccination's management buttons (spec 002 §2, §4, §6): Guardar asks "Confirma que pretende gravar?";
 * Submeter (refused without any line), Validar, Não validar, Arquivar and Desarquivar ask "Deseja confirmar?";
 * Devolver asks for a reason. Each call carries the record's version; the answer refreshes the screen, with the success toast.
 */
export function VacinacaoManagement(props: VacinacaoManagementProps) {
  const { record, permissoes, preparePayload, dirty, lineCount, onDone, onErrors, onBack } = props;
  const { t } = useTranslation();
  const { role } = useActiveSession();
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending>(null);
  const reasons = useQuery({
    ...returnReasonsQueryOptions(VACINACAO_TIPO_MOTIVO_DEVOLUCAO),
    enabled: permissoes.DEVOLVER === true,
  });

  const finish = async (saved: Vacinacao, message: string, created = false) => {
    await storeRecord(client, VACINACAO_ENTITY, role, saved);
    showSuccessToast(message);
    setPending(null);
    onDone(saved, created);
  };

  const fail = (error: unknown) => {
    // The API client has shown the error toast; the dialog closes so the list of errors is in view.
    setPending(null);
    onErrors(errorsOf(error));
  };

  const save = async (payload: VacinacaoInput) => {
    try {
      const saved = record
        ? await saveRecord<Vacinacao>(
            VACINACAO_ENTITY,
            record.id,
            { ...payload, version: record.version },
            role,
          )
        : await createRecord<Vacinacao>(VACINACAO_ENTITY, payload, role);
      await finish(saved, t('vacinacao.toasts.saved'), record === null);
    } catch (error) {
      fail(error);
    }
  };

  const run = async (operation: RecordCall, payload: VacinacaoInput | null, reason?: ReturnDecision) => {
    if (!record) return;
    try {
      let version = record.version;
      if (payload) {
        const saved = await saveRecord<Vacinacao>(VACINACAO_ENTITY, record.id, { ...payload, version }, role);
        version = saved.version;
      }
      const body = reason
        ? { version, idMotivo: Number(reason.idMotivo), observacoes: reason.observacoes }
        : { version };
      const updated = await runRecordOperation<Vacinacao>(
        VACINACAO_ENTITY,
        record.id,
        operation.name,
        role,
        body,
      );
      await finish(updated, operation.successMessage);
    } catch (error) {
      fail(error);
    }
  };

  const startOperation = (operation: WorkflowOperation<string>) => {
    if (operation.needsReason) {
      setPending({ kind: 'return' });
      return;
    }
    let payload: VacinacaoInput | null = null;
    if (operation.name === 'submeter') {
      if (lineCount === 0) {
        onErrors([VACINACAO_SUBMIT_NO_LINES_MESSAGE]);
        return;
      }
      if (dirty && permissoes.GUARDAR === true) {
        payload = preparePayload();
        if (!payload) {
          onErrors([SUBMIT_INVALID_FIELDS_MESSAGE]);
          return;
        }
      }
    }
    onErrors([]);
    setPending({ kind: 'operation', operation, payload });
  };

  const actions: ManagementAction[] = [
    {
      flag: 'GUARDAR',
      label: t('vacinacao.actions.guardar'),
      onClick: () => {
        const payload = preparePayload();
        if (payload) setPending({ kind: 'save', payload });
      },
    },
    ...(record
      ? VACINACAO_WORKFLOW.operations.map((operation): ManagementAction => ({
          flag: operation.flag,
          label: t(`vacinacao.actions.${operation.name}`),
          color: OPERATION_COLORS[operation.name],
          onClick: () => startOperation(operation),
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
  const returnOperation = VACINACAO_WORKFLOW.operations.find((operation) => operation.needsReason);

  return (
    <>
      <ManagementBar permissoes={permissoes} actions={actions} onBack={onBack} />
      <ConfirmDialog
        opened={pending?.kind === 'save' || pending?.kind === 'operation'}
        message={pending?.kind === 'save' ? VACINACAO_SAVE_CONFIRM_MESSAGE : undefined}
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
