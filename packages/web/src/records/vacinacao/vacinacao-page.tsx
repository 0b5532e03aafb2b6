import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  animalCount,
  submitErrors,
  VACINACAO_SAVE_CONFIRM_MESSAGE,
} from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import {
  vacinacaoSchema,
  type TipoVacinaAplicada,
  type VacinacaoInput,
} from '@sigsa/domain/records/vacinacao/vacinacao.schema';
import {
  VACINACAO_ESTADOS_COM_DEVOLUCAO,
  VACINACAO_TIPO_MOTIVO_DEVOLUCAO,
  VACINACAO_WORKFLOW,
} from '@sigsa/domain/records/vacinacao/vacinacao.workflow';
import { todayIn, type CalendarDate } from '@sigsa/domain/validation/dates';
import { newRecordPermissoes } from '@sigsa/domain/workflow/workflow';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CertificadoPanel } from '../../components/certificados/certificado-panel.tsx';
import { RecordHistorySection } from '../../components/record-history-section.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { PropertyPresenter } from '../../components/property-presenter.tsx';
import { LatestDevolucao } from '../../components/latest-devolucao.tsx';
import { RecordStateSection, RecordTitle } from '../../components/record-header.tsx';

import { RecordManagement, type RecordManagementType } from '../../components/record-management.tsx';
import { withRow } from '../../components/rows-table.tsx';
import { FormValidationErrorList } from '../../components/validation-error-list.tsx';
import { WhenUnsaved } from '../../components/when-unsaved.tsx';
import { useCustomTypes } from '../../platform/lookups/custom-types.ts';
import { latestDevolucao, type NamedRef } from '../../platform/record-api.ts';
import { RecordDetailPage, recordCommentsPanel } from '../../platform/records/record-detail-page.tsx';
import type { SchemaFor } from '../../platform/forms/domain-resolver.ts';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import { especiesQueryOptions } from '../../platform/lookups/especies.ts';
import { useSerieChoice } from '../../platform/records/use-serie-choice.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { useLastPresent } from '../../platform/use-last-present.ts';
import {
  VACINACAO_CATEGORIAS,
  VACINACAO_ENTITY,
  VACINACAO_LIST_PATH,
  VACINACAO_SERIE_CLASSE,
  vacinacaoDetailPath,
  type Vacinacao,
} from './vacinacao-api.ts';
import { VacinacaoForm, type VacinacaoLookups } from './vacinacao-form.tsx';
import {
  emptyVacinacaoForm,
  vacinacaoDraft,
  vacinacaoFormFromRecord,
  VACINACAO_FORM_FIELDS,
  type VacinaAplicadaLine,
  type VacinacaoFormValues,
} from './vacinacao-form-values.ts';
import { VacinaAplicadaModal } from './vacina-aplicada-modal.tsx';
import { VacinasAplicadasTables } from './vacinas-aplicadas-table.tsx';
import { VacinasMultiplasModal } from './vacinas-multiplas-modal.tsx';

/** Props of {@link VacinacaoScreen}. */
export interface VacinacaoScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: Vacinacao | null;
  /**
   * The comments and attachments panel of a saved record ("Observações / anexar documentos", spec 002 §2),
   * built by the comments feature and plugged in here; nothing is shown without it.
   */
  commentsPanel?: (record: Vacinacao) => ReactNode;
}

/** Which line modal is open. */
type LineDialog =
  { kind: 'single'; tipo: TipoVacinaAplicada; line: VacinaAplicadaLine | null } | { kind: 'multiple' } | null;

const NO_REFS: readonly NamedRef[] = [];

/** The same schema for saving and submitting: vaccination has no draft rules of its own (002 §5). */
function schemaForDay(today: CalendarDate): SchemaFor<VacinacaoInput> {
  const schema = vacinacaoSchema(() => today);
  return () => schema;
}

/**
 * The vaccination screen (spec 002 §2 "Vaccination screen"): breadcrumb, state and series number, the
 * vaccination's fields, the latest return, the individual and group tables with their modals, the comments
 * panel slot, the validation errors, the management buttons and the audit history. Read-only unless the
 * record's `permissoes` grant GUARDAR. The detail route remounts it (keyed by version and state) whenever the
 * server answers a new version, so the form always starts from the server's reply.
 */
export function VacinacaoScreen({ record, commentsPanel }: VacinacaoScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useActiveSession();
  const [today] = useState(() => todayIn(new Date()));
  const schemaFor = useMemo(() => schemaForDay(today), [today]);
  const domainForm = useDomainForm<VacinacaoFormValues, VacinacaoInput>({
    schemaFor,
    toDraft: vacinacaoDraft,
    defaultValues: record
      ? vacinacaoFormFromRecord(record)
      : // Spec 002 §5, §6: the authority's staff are assigned as the vaccinating veterinarian.
        emptyVacinacaoForm(
          role === 'ROLE_SIGSA' ? { id: user.id, nome: user.nome, email: user.email, nif: user.nif } : null,
        ),
    fields: VACINACAO_FORM_FIELDS,
    tables: ['vacinasAplicadas'],
    labelOf: (field) => t(`vacinacao.fields.${field}`),
  });
  const { form } = domainForm;
  const lines = useWatch({ control: form.control, name: 'vacinasAplicadas' });
  const serieValue = useWatch({ control: form.control, name: 'serie' });
  const [extraErrors, setExtraErrors] = useState<string[]>([]);
  const [lineDialog, setLineDialog] = useState<LineDialog>(null);
  // While the line modal closes it keeps its kind and line: a group modal must not turn into an individual one.
  const shownSingle = useLastPresent(lineDialog?.kind === 'single' ? lineDialog : null);

  const permissoes =
    record?.permissoes ??
    newRecordPermissoes({
      userId: user.id,
      username: user.username,
      role,
      level: user.permissoesAtuais.vacinacoes,
    });
  const editable = permissoes.GUARDAR === true;
  const lookups: VacinacaoLookups = {
    estrategias: useCustomTypes(VACINACAO_CATEGORIAS.estrategia, editable),
    zonas: useCustomTypes(VACINACAO_CATEGORIAS.zona, editable),
    vacinas: useCustomTypes(VACINACAO_CATEGORIAS.vacina, editable),
    especies: useQuery({ ...especiesQueryOptions(), enabled: editable }).data ?? NO_REFS,
  };
  const esquemas = useCustomTypes(VACINACAO_CATEGORIAS.esquema, editable);
  const etapas = useCustomTypes(VACINACAO_CATEGORIAS.etapa, editable);

  const serieChoice = useSerieChoice(VACINACAO_SERIE_CLASSE, record, editable, serieValue, (picked) =>
    form.setValue('serie', picked, { shouldDirty: true }),
  );
  const { serie } = serieChoice;
  const devolucao =
    record && (VACINACAO_ESTADOS_COM_DEVOLUCAO as readonly string[]).includes(record.estado)
      ? latestDevolucao(record.devolucoes)
      : null;

  const changeLines = (update: (lines: VacinaAplicadaLine[]) => VacinaAplicadaLine[]) => {
    form.setValue('vacinasAplicadas', update(form.getValues('vacinasAplicadas')), { shouldDirty: true });
    setExtraErrors([]);
  };
  const saveLine = (line: VacinaAplicadaLine) => {
    changeLines((current) => withRow(current, line));
    setLineDialog(null);
  };
  const managementType: RecordManagementType = {
    entity: VACINACAO_ENTITY,
    workflow: VACINACAO_WORKFLOW,
    returnReasonType: VACINACAO_TIPO_MOTIVO_DEVOLUCAO,
    saveConfirmMessage: VACINACAO_SAVE_CONFIRM_MESSAGE,
    savedMessage: t('records.toasts.saved'),
    actionLabel: (name) => t(`records.actions.${name}`),
  };

  return (
    <Stack gap="md" pb="xl">
      <RecordTitle
        record={record}
        title={t('vacinacao.title')}
        newTitle={t('vacinacao.newTitle')}
        listPath={VACINACAO_LIST_PATH}
      />

      <RecordStateSection record={record} initialState={VACINACAO_WORKFLOW.initial} serie={serieChoice}>
        <PropertyPresenter label={t('vacinacao.fields.totalAnimais')} value={String(animalCount(lines))} />
      </RecordStateSection>

      {devolucao && <LatestDevolucao devolucao={devolucao} />}

      <FormSection title={t('vacinacao.sections.dados')}>
        <DomainFormProvider domainForm={domainForm} readOnly={!editable}>
          <VacinacaoForm lookups={lookups} today={today} />
        </DomainFormProvider>
      </FormSection>

      <FormSection title={t('vacinacao.sections.animais')}>
        <VacinasAplicadasTables
          lines={lines}
          editable={editable}
          onAdd={(tipo) => setLineDialog({ kind: 'single', tipo, line: null })}
          onAddMultiple={() => setLineDialog({ kind: 'multiple' })}
          onEdit={(line) => setLineDialog({ kind: 'single', tipo: line.tipo, line })}
          onRemove={(line) => changeLines((current) => current.filter((l) => l.key !== line.key))}
        />
      </FormSection>

      {record && commentsPanel?.(record)}

      <FormValidationErrorList status={domainForm.status} extra={extraErrors} />
      {record && editable && (
        <WhenUnsaved status={domainForm.status}>
          <Alert color="blue" variant="light" role="status">
            {t('vacinacao.unsaved')}
          </Alert>
        </WhenUnsaved>
      )}

      <RecordManagement<Vacinacao, VacinacaoInput>
        type={managementType}
        record={record}
        permissoes={permissoes}
        status={domainForm.status}
        attempt={(mode, onValid) => domainForm.attempt(mode, (payload) => onValid({ ...payload, serie }))}
        submitRefusals={() => submitErrors(lines.length)}
        onErrors={setExtraErrors}
        onDone={(saved, created) => {
          if (created) void navigate(vacinacaoDetailPath(saved.id), { replace: true });
        }}
        onBack={() => void navigate(VACINACAO_LIST_PATH)}
      />

      {record && <CertificadoPanel entity={VACINACAO_ENTITY} record={record} />}

      {record && <RecordHistorySection entity={VACINACAO_ENTITY} recordId={record.id} />}

      <VacinaAplicadaModal
        opened={lineDialog?.kind === 'single'}
        tipo={shownSingle?.tipo ?? 'INDIVIDUAL'}
        line={shownSingle?.line ?? null}
        lines={lines}
        esquemas={esquemas}
        etapas={etapas}
        onSave={saveLine}
        onClose={() => setLineDialog(null)}
      />
      <VacinasMultiplasModal
        opened={lineDialog?.kind === 'multiple'}
        lines={lines}
        esquemas={esquemas}
        etapas={etapas}
        onSave={(added) => {
          changeLines((current) => [...current, ...added]);
          setLineDialog(null);
        }}
        onClose={() => setLineDialog(null)}
      />
    </Stack>
  );
}

/** Registar → Vacinação: an empty vaccination; once created the user goes to its detail (spec 002 §2). */
export function VacinacaoCreatePage() {
  return <VacinacaoScreen record={null} />;
}

/** Consultar → Vacinação → a record: the loader has fetched it before the screen opens (spec 002 §2). */
export function VacinacaoDetailPage() {
  return (
    <RecordDetailPage<Vacinacao>
      entity={VACINACAO_ENTITY}
      render={(record) => <VacinacaoScreen record={record} commentsPanel={recordCommentsPanel} />}
    />
  );
}
