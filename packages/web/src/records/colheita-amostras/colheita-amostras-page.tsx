import { Paper, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MEDICO_VETERINARIO_ROLES } from '@sigsa/domain/access/roles';
import {
  colheitaAmostrasSchema,
  type ColheitaAmostrasInput,
} from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { colheitaPendencias, colheitaSubmitRefusal } from '@sigsa/domain/records/colheitas.schema';
import {
  guardarResultadosSchema,
  resultadosSubmitRefusal,
  type GuardarResultadosInput,
} from '@sigsa/domain/records/resultados.schema';
import { todayIn } from '@sigsa/domain/validation/dates';
import {
  internalCodeRequired,
  LAB_COLLECTION_ESTADOS_COM_DEVOLUCAO,
  LAB_COLLECTION_SAVE_CONFIRM_MESSAGE,
  LAB_COLLECTION_SAVED_MESSAGE,
  LAB_COLLECTION_TIPOS_MOTIVO,
  LAB_COLLECTION_WORKFLOW,
  resultsShown,
  type LabCollectionEstado,
} from '@sigsa/domain/workflow/lab-collection-workflow';
import { newRecordPermissoes } from '@sigsa/domain/workflow/workflow';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { colheitaEnsaiosTable } from '../../components/colheitas/colheita-ensaio-modal.tsx';
import { ensaiosEscolhidos, resultadoDraft } from '../../components/colheitas/colheita-rows.ts';
import { LaboratoriosTable } from '../../components/colheitas/laboratorios-table.tsx';
import { ResultadosTable } from '../../components/colheitas/resultados-table.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { LatestDevolucao } from '../../components/latest-devolucao.tsx';
import { RecordStateSection, RecordTitle } from '../../components/record-header.tsx';
import { RecordHistory } from '../../components/record-history.tsx';
import { RecordManagement, type RecordManagementType } from '../../components/record-management.tsx';
import { RowTables } from '../../components/row-tables.tsx';
import { FormValidationErrorList } from '../../components/validation-error-list.tsx';
import type { SchemaFor } from '../../platform/forms/domain-resolver.ts';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import { especiesQueryOptions } from '../../platform/lookups/especies.ts';
import { useReferenceList, type DoencaRef } from '../../platform/lookups/reference-lists.ts';
import {
  historyQueryOptions,
  latestDevolucao,
  recordQueryOptions,
  type NamedRef,
} from '../../platform/record-api.ts';
import { LinkedRecordsSection } from '../../platform/records/linked-records.tsx';
import { RecordDetailPage, recordCommentsPanel } from '../../platform/records/record-detail-page.tsx';
import { useSerieChoice } from '../../platform/records/use-serie-choice.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { COLHEITA_DO_EXAME_PARAM } from '../record-links.ts';
import { amostrasTable } from './amostras-tables.tsx';
import {
  COLHEITA_AMOSTRAS_ENTITY,
  COLHEITA_AMOSTRAS_LIST_PATH,
  colheitaAmostrasDetailPath,
  type ColheitaAmostras,
} from './colheita-amostras-api.ts';
import { ColheitaAmostrasFields } from './colheita-amostras-fields.tsx';
import {
  analisesDraft,
  COLHEITA_AMOSTRAS_FIELDS,
  COLHEITA_AMOSTRAS_TABLES,
  colheitaAmostrasDraft,
  colheitaAmostrasFormFromRecord,
  emptyColheitaAmostrasForm,
  type ColheitaAmostrasFormValues,
} from './colheita-amostras-form-values.ts';
import { colheitaDoExame, type ExameParaColheita } from './colheita-do-exame.ts';

/** What a save sends: the requester's collection, or the laboratory's analyses. */
type Payload = ColheitaAmostrasInput | GuardarResultadosInput;

/** Props of {@link ColheitaAmostrasScreen}. */
export interface ColheitaAmostrasScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: ColheitaAmostras | null;
  commentsPanel?: (record: ColheitaAmostras) => ReactNode;
  /** A new collection's values, preset from an exam ("Registar colheita"); default: an empty one. */
  preset?: (empty: ColheitaAmostrasFormValues) => ColheitaAmostrasFormValues;
}

/**
 * The domestic collection screen (001 §2.2): state, series and number; the requester's fields, lab assays, the
 * laboratory table and the individual and group samples (GUARDAR); once received, the results, which the
 * laboratory fills with its internal code (REGISTAR_ANALISES) and saves with `guardarResultados`; the latest
 * return in DEVOLVIDO and SUBMETIDO_REANALISE; what the collection still lacks; linked records, comments,
 * management (001 §6's buttons, from `permissoes`) and history.
 */
export function ColheitaAmostrasScreen({
  record,
  commentsPanel,
  preset = (empty) => empty,
}: ColheitaAmostrasScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useActiveSession();
  const [today] = useState(() => todayIn(new Date()));
  const permissoes =
    record?.permissoes ??
    newRecordPermissoes({
      userId: user.id,
      username: user.username,
      role,
      level: user.permissoesAtuais.colheitaAmostras,
    });
  const requester = permissoes.GUARDAR === true;
  const analyses = permissoes.REGISTAR_ANALISES === true;
  const estado = (record?.estado ?? LAB_COLLECTION_WORKFLOW.initial) as LabCollectionEstado;
  const veterinario = (MEDICO_VETERINARIO_ROLES as readonly string[]).includes(role);
  const [defaultValues] = useState(() =>
    record
      ? colheitaAmostrasFormFromRecord(record)
      : preset(
          emptyColheitaAmostrasForm(
            veterinario ? { id: user.id, nome: user.nome, email: user.email, nif: user.nif } : null,
          ),
        ),
  );
  // The laboratory's save checks its analyses; everyone else's the collection (001 §6).
  const schemaFor = useMemo<SchemaFor<Payload>>(
    () =>
      analyses
        ? () => guardarResultadosSchema(internalCodeRequired(estado))
        : () => colheitaAmostrasSchema(() => today),
    [analyses, estado, today],
  );
  const toDraft = analyses ? analisesDraft : colheitaAmostrasDraft;
  const domainForm = useDomainForm<ColheitaAmostrasFormValues, Payload>({
    schemaFor,
    toDraft,
    defaultValues,
    fields: COLHEITA_AMOSTRAS_FIELDS,
    tables: COLHEITA_AMOSTRAS_TABLES,
    labelOf: (field) => t(`colheitaAmostras.fields.${field}`),
  });
  const { form } = domainForm;
  const [especie, ensaios, individuais, grupo, serieValue] = useWatch({
    control: form.control,
    name: ['especies', 'ensaios', 'amostrasIndividuais', 'amostrasGrupo', 'serie'],
  });
  const [extraErrors, setExtraErrors] = useState<string[]>([]);

  const especies = useQuery({ ...especiesQueryOptions(), enabled: requester }).data ?? [];
  const tiposControlo = useReferenceList<NamedRef & { entomologico?: boolean }>('tiposControlo', requester);
  const doencas = useReferenceList<DoencaRef>('doencas', requester);
  const history = useQuery({
    ...historyQueryOptions(COLHEITA_AMOSTRAS_ENTITY, record?.id ?? 0, role),
    enabled: record !== null,
  });
  const serieChoice = useSerieChoice(COLHEITA_AMOSTRAS_ENTITY, record, requester, serieValue, (picked) =>
    form.setValue('serie', picked, { shouldDirty: true }),
  );
  const devolucao =
    record && LAB_COLLECTION_ESTADOS_COM_DEVOLUCAO.includes(estado)
      ? latestDevolucao(record.devolucoes)
      : null;
  const todas = [...individuais, ...grupo];
  const amostras = { ensaios: ensaiosEscolhidos(ensaios), especie, todas };
  const pendencias = record && requester ? colheitaPendencias({ ensaios, amostras: todas }) : [];
  const managementType: RecordManagementType = {
    entity: COLHEITA_AMOSTRAS_ENTITY,
    workflow: LAB_COLLECTION_WORKFLOW,
    returnReasonType: LAB_COLLECTION_TIPOS_MOTIVO,
    saveConfirmMessage: LAB_COLLECTION_SAVE_CONFIRM_MESSAGE,
    savedMessage: LAB_COLLECTION_SAVED_MESSAGE,
    actionLabel: (name) => t(`colheitas.actions.${name}`),
    saveFlags: ['GUARDAR', 'REGISTAR_ANALISES'],
    savesFirst: ['submeterAnalise'],
    saveCall: (flags) => (flags.REGISTAR_ANALISES === true ? 'guardarResultados' : 'save'),
  };

  return (
    <Stack gap="md" pb="xl">
      <RecordTitle
        record={record}
        title={t('colheitaAmostras.title')}
        newTitle={t('colheitaAmostras.newTitle')}
        listPath={COLHEITA_AMOSTRAS_LIST_PATH}
      />

      <DomainFormProvider domainForm={domainForm} readOnly={!requester && !analyses}>
        <RecordStateSection
          record={record}
          initialState={LAB_COLLECTION_WORKFLOW.initial}
          serie={serieChoice}
        />

        {devolucao && <LatestDevolucao devolucao={devolucao} />}

        <FormSection title={t('colheitaAmostras.sections.colheita')} testId="colheita">
          <ColheitaAmostrasFields
            options={{
              especies: especies.filter((e) => e.domestico === true),
              tiposControlo: tiposControlo.filter((tipo) => tipo.entomologico !== true),
            }}
            today={today}
            requester={requester}
            analyses={analyses}
            laboratorio={role === 'ROLE_LAB'}
          />
        </FormSection>

        <FormSection title={t('colheitas.sections.ensaios')} testId="ensaios">
          <Stack gap="lg">
            <RowTables
              specs={[colheitaEnsaiosTable(t, doencas)]}
              editable={requester}
              onChange={() => setExtraErrors([])}
            />
            <LaboratoriosTable />
          </Stack>
        </FormSection>

        <FormSection title={t('colheitas.sections.amostras')} testId="amostras">
          <RowTables
            specs={[amostrasTable(t, 'INDIVIDUAL', amostras), amostrasTable(t, 'GRUPO', amostras)]}
            editable={requester}
            onChange={() => setExtraErrors([])}
          />
        </FormSection>

        {record && resultsShown(estado) && (
          <FormSection title={t('colheitas.sections.resultados')} testId="resultados">
            <ResultadosTable editable={analyses} />
          </FormSection>
        )}
      </DomainFormProvider>

      <LinkedRecordsSection record={record} />
      {record && commentsPanel?.(record)}

      <FormValidationErrorList status={domainForm.status} extra={[...pendencias, ...extraErrors]} />

      <RecordManagement<ColheitaAmostras, Payload>
        type={managementType}
        record={record}
        permissoes={permissoes}
        status={domainForm.status}
        attempt={(mode, onValid) =>
          domainForm.attempt(mode, (payload) =>
            onValid(analyses ? payload : { ...payload, serie: serieChoice.serie }),
          )
        }
        submitRefusals={() => {
          const values = form.getValues();
          const refusal = colheitaSubmitRefusal(
            { ensaios: values.ensaios, amostras: [...values.amostrasIndividuais, ...values.amostrasGrupo] },
            false,
          );
          return refusal ? [refusal] : [];
        }}
        operationRefusals={(operation) => {
          if (operation !== 'submeterAnalise') return [];
          const refusal = resultadosSubmitRefusal(form.getValues().resultados.map(resultadoDraft));
          return refusal ? [refusal] : [];
        }}
        onErrors={setExtraErrors}
        onDone={(saved, created) => {
          if (created) void navigate(colheitaAmostrasDetailPath(saved.id), { replace: true });
        }}
        onBack={() => void navigate(COLHEITA_AMOSTRAS_LIST_PATH)}
      />

      {record && (
        <Paper withBorder p="md">
          <RecordHistory entries={history.data} loading={history.isPending} />
        </Paper>
      )}
    </Stack>
  );
}

/**
 * Registar → Colheita de amostras: an empty collection, or one preset from the exam the address names
 * (`?exame=`, the exam's "Registar colheita"); saved, the user goes to its detail.
 */
export function ColheitaAmostrasCreatePage() {
  const [params] = useSearchParams();
  const exame = Number(params.get(COLHEITA_DO_EXAME_PARAM));
  return Number.isInteger(exame) && exame > 0 ? (
    <ColheitaDoExame id={exame} />
  ) : (
    <ColheitaAmostrasScreen record={null} />
  );
}

/** A new collection preset from exam `id`, once the exam is loaded. */
function ColheitaDoExame({ id }: { id: number }) {
  const { role } = useActiveSession();
  const exame = useQuery(recordQueryOptions<ExameParaColheita>('examesClinicosNecropsias', id, role));
  if (exame.isPending) return <FullPageLoader />;
  // Without the exam (an error toast said why), an empty collection.
  if (!exame.data) return <ColheitaAmostrasScreen record={null} />;
  const source = exame.data;
  return <ColheitaAmostrasScreen record={null} preset={(empty) => colheitaDoExame(empty, source)} />;
}

/** Consultar → Colheita de amostras → a record, fetched by the loader before the screen opens. */
export function ColheitaAmostrasDetailPage() {
  return (
    <RecordDetailPage<ColheitaAmostras>
      entity={COLHEITA_AMOSTRAS_ENTITY}
      render={(record) => <ColheitaAmostrasScreen record={record} commentsPanel={recordCommentsPanel} />}
    />
  );
}
