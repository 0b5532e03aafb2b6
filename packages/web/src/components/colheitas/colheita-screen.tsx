import { Stack } from '@mantine/core';

import type { Area } from '@sigsa/domain/access/areas';
import { colheitaPendencias, colheitaSubmitRefusal } from '@sigsa/domain/records/colheitas.schema';
import { guardarResultadosSchema, resultadosSubmitRefusal } from '@sigsa/domain/records/resultados.schema';
import { todayIn, type CalendarDate } from '@sigsa/domain/validation/dates';
import { SUBMIT_INCOMPLETE_MESSAGE } from '@sigsa/domain/validation/messages';
import {
  internalCodeRequired,
  LAB_COLLECTION_ESTADOS_COM_DEVOLUCAO,
  LAB_COLLECTION_SAVED_MESSAGE,
  LAB_COLLECTION_TIPOS_MOTIVO,
  LAB_COLLECTION_WORKFLOW,
  resultsShown,
  type LabCollectionEstado,
} from '@sigsa/domain/workflow/lab-collection-workflow';
import { newRecordPermissoes } from '@sigsa/domain/workflow/workflow';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch, type Control, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { FormDraft } from '@sigsa/domain/validation/form-schema';
import { RecordHistorySection } from '../record-history-section.tsx';
import type { SchemaFor } from '../../platform/forms/domain-resolver.ts';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import { useReferenceList, type DoencaRef } from '../../platform/lookups/reference-lists.ts';
import { latestDevolucao } from '../../platform/record-api.ts';
import { LinkedRecordsSection } from '../../platform/records/linked-records.tsx';
import { useSerieChoice } from '../../platform/records/use-serie-choice.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import { FormSection } from '../form-section.tsx';
import { LatestDevolucao } from '../latest-devolucao.tsx';
import { RecordStateSection, RecordTitle } from '../record-header.tsx';

import {
  OPERATIONS_STOPPED_BY_ERRORS,
  RecordManagement,
  type RecordManagementType,
} from '../record-management.tsx';
import { RowTables } from '../row-tables.tsx';
import { FormValidationErrorList } from '../validation-error-list.tsx';
import { colheitaEnsaiosTable } from './colheita-ensaio-modal.tsx';
import { ColheitaPrazos } from './colheita-prazos.tsx';
import { ColheitaGuardadaContext, type ColheitaGuardada } from './colheita-lookups.ts';
import {
  analisesDraft,
  resultadoDraft,
  type ColheitaFormBase,
  type ColheitaRecord,
} from './colheita-rows.ts';
import { AmostrasGuardadasActions } from './amostras-guardadas-actions.tsx';
import { LaboratoriosTable } from './laboratorios-table.tsx';
import { ResultadosTable } from './resultados-table.tsx';

/** What a collection type tells the screen every collection shares (001 §2.1, §2.2, §4, §6). */
export interface ColheitaScreenType<V extends ColheitaFormBase> {
  /** The API entity. */
  entity: string;
  /** The access area (the user's level decides a new record's rights). */
  area: Area;
  listPath: string;
  detailPath: (id: number) => string;
  /** The translation namespace of the type (`title`, `newTitle`, `sections.colheita`, `fields.<name>`). */
  texts: string;
  /** The top-level fields that may carry an asterisk, and the child lists (001 §3). */
  fields: readonly string[];
  tables: readonly string[];
  /** The requester's schema (the domain's create / save schema of the type). */
  schema: (today: () => CalendarDate) => z.ZodType<object>;
  /** The requester's payload. */
  toDraft: (values: V) => FormDraft;
  /** The prefix of its sample labels' codes (CAM, CAS: the server's table prefix). */
  prefixoEtiqueta: string;
  /** The form's sample lists (the validation list and the submit refusal count their rows). */
  amostraLists: readonly string[];
  /** The question before the requester's Guardar (domestic: 'Confirma que pretende gravar?'). */
  saveConfirmMessage?: string;
}

/** What the screen tells the type's own parts. */
export interface ColheitaScreenContext {
  /** The requester edits (GUARDAR): fields, assays, samples. */
  requester: boolean;
  /** The laboratory registers the analyses (REGISTAR_ANALISES): results and internal code. */
  analyses: boolean;
  estado: LabCollectionEstado;
  today: CalendarDate;
  /** A change of rows clears the refusals the last attempt listed. */
  clearErrors: () => void;
}

/** Props of {@link ColheitaScreen}. */
export interface ColheitaScreenProps<V extends ColheitaFormBase, R extends ColheitaRecord> {
  type: ColheitaScreenType<V>;
  /** The record as loaded (detail route); null on the create route. */
  record: R | null;
  /** The form's values: the record's, or a new collection's. */
  defaultValues: (record: R | null) => V;
  commentsPanel?: (record: R) => ReactNode;
  /** The type's own fields, in the "Colheita" section. */
  campos: (context: ColheitaScreenContext) => ReactNode;
  /** The type's sample tables. */
  amostras: (context: ColheitaScreenContext) => ReactNode;
  /** Sections after the samples (the wild invoice). */
  extra?: (context: ColheitaScreenContext) => ReactNode;
}

/**
 * A laboratory collection's screen, domestic or wild (001 §2.1, §2.2, §4, §6): state, series and number; the
 * latest return; the type's fields; the lab assays and the laboratory table; the samples; once received, the
 * results, which the laboratory fills with its internal code (REGISTAR_ANALISES) and saves with
 * `guardarResultados`; what the collection still lacks; linked records, comments, management (001 §6's buttons,
 * from `permissoes`) and history. The requester's save carries the chosen series; after a create, the detail.
 */
export function ColheitaScreen<V extends ColheitaFormBase, R extends ColheitaRecord>({
  type,
  record,
  defaultValues: valuesOf,
  commentsPanel,
  campos,
  amostras,
  extra,
}: ColheitaScreenProps<V, R>) {
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
      level: user.permissoesAtuais[type.area],
    });
  const requester = permissoes.GUARDAR === true;
  const analyses = permissoes.REGISTAR_ANALISES === true;
  const estado = (record?.estado ?? LAB_COLLECTION_WORKFLOW.initial) as LabCollectionEstado;
  const [defaultValues] = useState(() => valuesOf(record));
  const guardada = useMemo<ColheitaGuardada | null>(
    () =>
      record && {
        entity: type.entity,
        id: record.id,
        ensaios: record.ensaios.map((linha) => linha.ensaioLaboratorial.id),
        especies: record.especies.map((especie) => especie.id),
      },
    [record, type.entity],
  );
  // The laboratory's save checks its analyses; everyone else's the collection (001 §6).
  const schemaFor = useMemo<SchemaFor<object>>(
    () =>
      analyses ? () => guardarResultadosSchema(internalCodeRequired(estado)) : () => type.schema(() => today),
    [analyses, estado, today, type],
  );
  const toDraft = analyses ? analisesDraft : type.toDraft;
  const domainForm = useDomainForm<V, object>({
    schemaFor,
    toDraft,
    defaultValues: defaultValues as DefaultValues<V>,
    fields: type.fields,
    tables: type.tables,
    labelOf: (field) => t(`${type.texts}.fields.${field}`),
  });
  const { form } = domainForm;
  const [extraErrors, setExtraErrors] = useState<string[]>([]);
  const doencas = useReferenceList<DoencaRef>('doencas', requester);
  // Subscribed to what the screen itself shows only: a field's change re-renders that field.
  const [serieValue, ensaios, ...listas] = useWatch({
    control: form.control as unknown as Control<ColheitaFormBase>,
    name: ['serie', 'ensaios', ...type.amostraLists] as ['serie', 'ensaios'],
  }) as [number | null, ColheitaFormBase['ensaios'], ...unknown[][]];
  const serieChoice = useSerieChoice(type.entity, record, requester, serieValue, (picked) =>
    form.setValue('serie' as never, picked as never, { shouldDirty: true }),
  );
  const devolucao =
    record && LAB_COLLECTION_ESTADOS_COM_DEVOLUCAO.includes(estado)
      ? latestDevolucao(record.devolucoes)
      : null;
  const pendencias = record && requester ? colheitaPendencias({ ensaios, amostras: listas.flat() }) : [];
  const context: ColheitaScreenContext = {
    requester,
    analyses,
    estado,
    today,
    clearErrors: () => setExtraErrors([]),
  };
  const managementType: RecordManagementType = {
    entity: type.entity,
    workflow: LAB_COLLECTION_WORKFLOW,
    returnReasonType: LAB_COLLECTION_TIPOS_MOTIVO,
    saveConfirmMessage: type.saveConfirmMessage,
    savedMessage: LAB_COLLECTION_SAVED_MESSAGE,
    actionLabel: (name) => t(`colheitas.actions.${name}`),
    saveFlags: ['GUARDAR', 'REGISTAR_ANALISES'],
    savesFirst: ['submeterAnalise'],
    saveCall: (flags) => (flags.REGISTAR_ANALISES === true ? 'guardarResultados' : 'save'),
    // 001 §8: the submission's refusals in the 'Aviso' dialog; the analyses' in an 'Erro' toast.
    refusalFeedback: { submeter: 'dialog', submeterAnalise: 'toast' },
    // 001 §4 submeter: fields in error make the record incomplete — 'Antes de submeter terá de completar o
    // registo.', as the server says it — and Submeter stays available to tell it (not the exam's rule, 002 §4).
    submitInvalidFieldsMessage: SUBMIT_INCOMPLETE_MESSAGE,
    stoppedByErrors: OPERATIONS_STOPPED_BY_ERRORS.filter((name) => name !== 'submeter'),
  };

  return (
    <Stack gap="md" pb="xl">
      <RecordTitle
        record={record}
        title={t(`${type.texts}.title`)}
        newTitle={t(`${type.texts}.newTitle`)}
        listPath={type.listPath}
      />

      <ColheitaGuardadaContext.Provider value={guardada}>
        <DomainFormProvider domainForm={domainForm} readOnly={!requester && !analyses}>
          <RecordStateSection
            record={record}
            initialState={LAB_COLLECTION_WORKFLOW.initial}
            serie={serieChoice}
          >
            {record?.marcos && <ColheitaPrazos estado={estado} marcos={record.marcos} />}
          </RecordStateSection>

          {devolucao && <LatestDevolucao devolucao={devolucao} />}

          <FormSection title={t('colheitas.sections.colheita')} testId="colheita">
            {campos(context)}
          </FormSection>

          <FormSection title={t('colheitas.sections.ensaios')} testId="ensaios">
            <Stack gap="lg">
              <RowTables
                specs={[colheitaEnsaiosTable(t, doencas)]}
                editable={requester}
                onChange={context.clearErrors}
              />
              <LaboratoriosTable />
            </Stack>
          </FormSection>

          <FormSection title={t('colheitas.sections.amostras')} testId="amostras">
            {record && record.amostras.length > 0 && (
              <AmostrasGuardadasActions
                entity={type.entity}
                prefixo={type.prefixoEtiqueta}
                record={record}
                rececionar={permissoes.RECECIONAR === true}
              />
            )}
            {amostras(context)}
          </FormSection>

          {extra?.(context)}

          {record && resultsShown(estado) && (
            <FormSection title={t('colheitas.sections.resultados')} testId="resultados">
              <ResultadosTable editable={analyses} />
            </FormSection>
          )}
        </DomainFormProvider>
      </ColheitaGuardadaContext.Provider>

      <LinkedRecordsSection record={record} />
      {record && commentsPanel?.(record)}

      <FormValidationErrorList status={domainForm.status} extra={[...pendencias, ...extraErrors]} />

      <RecordManagement<R, object>
        type={managementType}
        record={record}
        permissoes={permissoes}
        status={domainForm.status}
        attempt={(mode, onValid) =>
          domainForm.attempt(mode, (payload) =>
            onValid(analyses ? payload : { ...payload, serie: serieChoice.serie }),
          )
        }
        submitRefusals={(invalidFields) => {
          const current = form.getValues() as unknown as Record<string, unknown[]>;
          // The server's rule (001 §4, §5.2): fields in error or no assay first, the samples only then.
          const refusal = colheitaSubmitRefusal(
            { ensaios: current.ensaios, amostras: type.amostraLists.flatMap((list) => current[list] ?? []) },
            invalidFields,
          );
          return refusal ? [refusal] : [];
        }}
        operationRefusals={(operation) => {
          if (operation !== 'submeterAnalise') return [];
          const { resultados } = form.getValues() as ColheitaFormBase;
          const refusal = resultadosSubmitRefusal(resultados.map(resultadoDraft));
          return refusal ? [refusal] : [];
        }}
        onErrors={setExtraErrors}
        onDone={(saved, created) => {
          if (created) void navigate(type.detailPath(saved.id), { replace: true });
        }}
        onBack={() => void navigate(type.listPath)}
      />

      {record && <RecordHistorySection entity={type.entity} recordId={record.id} />}
    </Stack>
  );
}
