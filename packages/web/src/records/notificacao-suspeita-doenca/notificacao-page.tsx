import { Alert, Stack } from '@mantine/core';

import {
  TIPOS_ANIMAL,
  type NotificacaoChildList,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import {
  submitErrors,
  validarErrors,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.rules';
import {
  notificacaoSchema,
  type NotificacaoInput,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.schema';
import {
  NOTIFICACAO_CONCLUSAO_FIELDS,
  NOTIFICACAO_ESTADOS_COM_DEVOLUCAO,
  NOTIFICACAO_SAVED_MESSAGE,
  NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO,
  NOTIFICACAO_WORKFLOW,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.workflow';
import { todayIn, type CalendarDate } from '@sigsa/domain/validation/dates';
import { newRecordPermissoes } from '@sigsa/domain/workflow/workflow';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RecordHistorySection } from '../../components/record-history-section.tsx';
import { FormCodeSelect } from '../../components/form-inputs/choice-inputs.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { LatestDevolucao } from '../../components/latest-devolucao.tsx';
import { RecordStateSection, RecordTitle } from '../../components/record-header.tsx';

import { RecordManagement, type RecordManagementType } from '../../components/record-management.tsx';
import { FormValidationErrorList } from '../../components/validation-error-list.tsx';
import { WhenUnsaved } from '../../components/when-unsaved.tsx';
import type { DomainFormContext, SchemaFor } from '../../platform/forms/domain-resolver.ts';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import {
  partDocumentsHref,
  rowDocumentJobs,
  sendDocumentJobs,
  type DocumentsJob,
} from '../../platform/records/record-documents.ts';
import { latestDevolucao } from '../../platform/record-api.ts';
import { LinkedRecordsSection } from '../../platform/records/linked-records.tsx';
import { RecordDetailPage, recordCommentsPanel } from '../../platform/records/record-detail-page.tsx';
import { useSerieChoice } from '../../platform/records/use-serie-choice.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import {
  NOTIFICACAO_ENTITY,
  NOTIFICACAO_LIST_PATH,
  notificacaoDetailPath,
  type Notificacao,
} from './notificacao-api.ts';
import { NotificacaoCommonFields } from './notificacao-common-fields.tsx';
import { NotificacaoConclusao } from './notificacao-conclusao.tsx';
import { RegistarExameButton } from './notificacao-registar-exame.tsx';
import {
  emptyNotificacaoForm,
  motivoRequerObservacao,
  notificacaoDraft,
  notificacaoFormFromRecord,
  NOTIFICACAO_FORM_FIELDS,
  NOTIFICACAO_FORM_TABLES,
  type NotificacaoFormValues,
} from './notificacao-form-values.ts';
import { useNotificacaoLookups } from './notificacao-lookups.ts';
import { NotificacaoTables } from './notificacao-tables.tsx';
import { NotificacaoVariantFields } from './notificacao-variant-fields.tsx';

/** Props of {@link NotificacaoScreen}. */
export interface NotificacaoScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: Notificacao | null;
  /** The comments and attachments panel of a saved record (spec 002 §2: comments, result attachments). */
  commentsPanel?: (record: Notificacao) => ReactNode;
}

/** Only the authority reads and sets the conclusion (spec 002 §2, §6). */
const CONCLUSAO_ROLE = 'ROLE_SIGSA';

/**
 * The domain schema of each mode for the day; the chosen reason's "requires text" flag is read from the form's
 * values when the check runs.
 */
function schemaForDay(today: CalendarDate, values: () => NotificacaoFormValues): SchemaFor<NotificacaoInput> {
  return (mode) =>
    notificacaoSchema(mode, () => today, {
      motivoRequerObservacao: (motivo) => motivoRequerObservacao(values())(motivo),
    });
}

/** The payload without the conclusion, for a role that neither reads nor sets it. */
function withoutConclusao(payload: NotificacaoInput): Partial<NotificacaoInput> {
  const hidden = new Set<string>(NOTIFICACAO_CONCLUSAO_FIELDS);
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !hidden.has(key)));
}

/** The conclusion as the domain's validate guard reads it (references as ids). */
function conclusaoFacts(values: NotificacaoFormValues) {
  return {
    conclusaoSuspeita: values.conclusaoSuspeita,
    motivoConfirmacao: values.motivoConfirmacao?.id ?? null,
    ordemFoco: values.ordemFoco,
    motivoNaoConfirmacao: values.motivoNaoConfirmacao?.id ?? null,
  };
}

/**
 * What a saved notification's attachments need sent (spec 002 §7: "for each sub-item and for the record
 * itself"): the lab result's files while a test is marked done (its progress shows on screen), and each row's.
 */
function documentJobs(
  values: NotificacaoFormValues,
  saved: Notificacao,
  form: UseFormReturn<NotificacaoFormValues, DomainFormContext, NotificacaoInput>,
): DocumentsJob[] {
  const result: DocumentsJob[] =
    values.realizadoTesteLaboratorial === true
      ? [
          {
            items: values.resultadosLaboratoriais,
            base: partDocumentsHref(saved._links, 'resultadosLaboratoriais'),
            onChange: (items) => form.setValue('resultadosLaboratoriais', items),
          },
        ]
      : [];
  return [...result, ...rowDocumentJobs(values, saved, NOTIFICACAO_FORM_TABLES)];
}

/**
 * The suspected-disease notification screen (spec 002 §2): breadcrumb, state, series, number and animal type
 * (creation only), the common fields, the animal type's fields and tables, the conclusion (ROLE_SIGSA past
 * INICIAL; editable with VALIDAR), the latest return in DEVOLVIDO, comments, errors, management and history.
 * Read-only unless the record's `permissoes` grant GUARDAR.
 */
export function NotificacaoScreen({ record, commentsPanel }: NotificacaoScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useActiveSession();
  const [today] = useState(() => todayIn(new Date()));
  const picksNotificador = role === CONCLUSAO_ROLE;
  const readsConclusao = role === CONCLUSAO_ROLE;
  const holder = useMemo(() => ({ values: () => emptyNotificacaoForm(null) }), []);
  // Once per screen: a record's form takes the documents its last save could not send.
  const [defaultValues] = useState(() =>
    record
      ? notificacaoFormFromRecord(record)
      : emptyNotificacaoForm(
          picksNotificador ? null : { id: user.id, nome: user.nome, email: user.email, nif: user.nif },
        ),
  );
  const schemaFor = useMemo(() => schemaForDay(today, () => holder.values()), [today, holder]);
  const domainForm = useDomainForm<NotificacaoFormValues, NotificacaoInput>({
    schemaFor,
    toDraft: notificacaoDraft,
    defaultValues,
    fields: NOTIFICACAO_FORM_FIELDS,
    tables: NOTIFICACAO_FORM_TABLES,
    labelOf: (field) => t(`notificacao.fields.${field}`),
  });
  const { form } = domainForm;
  holder.values = form.getValues;
  const [tipo, serieValue] = useWatch({ control: form.control, name: ['tipoAnimal', 'serie'] });
  const [extraErrors, setExtraErrors] = useState<string[]>([]);

  const permissoes =
    record?.permissoes ??
    newRecordPermissoes({
      userId: user.id,
      username: user.username,
      role,
      level: user.permissoesAtuais.notificacoesSuspeitasDoencas,
    });
  const editable = permissoes.GUARDAR === true;
  const concludes = permissoes.VALIDAR === true;
  const lookups = useNotificacaoLookups(editable || concludes);
  const serieChoice = useSerieChoice(NOTIFICACAO_ENTITY, record, editable, serieValue, (picked) =>
    form.setValue('serie', picked, { shouldDirty: true }),
  );
  const devolucao =
    record && (NOTIFICACAO_ESTADOS_COM_DEVOLUCAO as readonly string[]).includes(record.estado)
      ? latestDevolucao(record.devolucoes)
      : null;
  // Spec 002 §2: location and observation date are set in INICIAL only (the server's edit policy agrees).
  const pastInicial = record !== null && record.estado !== NOTIFICACAO_WORKFLOW.initial;
  const showsConclusao = readsConclusao && record !== null && record.estado !== NOTIFICACAO_WORKFLOW.initial;
  const managementType: RecordManagementType = {
    entity: NOTIFICACAO_ENTITY,
    workflow: NOTIFICACAO_WORKFLOW,
    returnReasonType: NOTIFICACAO_TIPO_MOTIVO_DEVOLUCAO,
    savedMessage: NOTIFICACAO_SAVED_MESSAGE,
    actionLabel: (name) => t(`records.actions.${name}`),
    // Spec 002 §6: Guardar shows with GUARDAR or VALIDAR (the reviewer saves the conclusion).
    saveFlags: ['GUARDAR', 'VALIDAR'],
    savesFirst: ['validar'],
  };
  const rowCounts = (): Partial<Record<NotificacaoChildList, number>> =>
    Object.fromEntries(NOTIFICACAO_FORM_TABLES.map((list) => [list, form.getValues(list).length]));

  return (
    <Stack gap="md" pb="xl">
      <RecordTitle
        record={record}
        title={t('notificacao.title')}
        newTitle={t('notificacao.newTitle')}
        listPath={NOTIFICACAO_LIST_PATH}
      />

      <DomainFormProvider domainForm={domainForm} readOnly={!editable}>
        <RecordStateSection record={record} initialState={NOTIFICACAO_WORKFLOW.initial} serie={serieChoice}>
          <FormReadOnly readOnly={record !== null}>
            <FormCodeSelect
              name="tipoAnimal"
              label={t('notificacao.fields.tipoAnimal')}
              options={TIPOS_ANIMAL.map((value) => ({ value, label: t(`notificacao.tiposAnimal.${value}`) }))}
            />
          </FormReadOnly>
        </RecordStateSection>

        {devolucao && <LatestDevolucao devolucao={devolucao} />}

        <FormSection title={t('notificacao.sections.dados')}>
          <NotificacaoCommonFields
            lookups={lookups}
            today={today}
            pastInicial={pastInicial}
            picksNotificador={picksNotificador}
          />
        </FormSection>

        {tipo && (
          <FormSection title={t(`notificacao.tiposAnimal.${tipo}`)} testId="variante">
            <Stack gap="lg">
              <NotificacaoVariantFields
                tipo={tipo}
                lookups={lookups}
                localizacaoEditable={editable && !pastInicial}
              />
              <NotificacaoTables
                tipo={tipo}
                editable={editable}
                lookups={lookups}
                onChange={() => setExtraErrors([])}
              />
            </Stack>
          </FormSection>
        )}
      </DomainFormProvider>

      {showsConclusao && (
        <DomainFormProvider domainForm={domainForm} readOnly={!concludes}>
          <FormSection title={t('notificacao.sections.conclusao')} testId="conclusao">
            <NotificacaoConclusao lookups={lookups} />
          </FormSection>
        </DomainFormProvider>
      )}

      <LinkedRecordsSection record={record} />
      {record && <RegistarExameButton record={record} />}
      {record && commentsPanel?.(record)}

      <FormValidationErrorList status={domainForm.status} extra={extraErrors} />
      {record && (editable || concludes) && (
        <WhenUnsaved status={domainForm.status}>
          <Alert color="blue" variant="light" role="status">
            {t('notificacao.unsaved')}
          </Alert>
        </WhenUnsaved>
      )}

      <RecordManagement<Notificacao, Partial<NotificacaoInput>>
        type={managementType}
        record={record}
        permissoes={permissoes}
        status={domainForm.status}
        attempt={(mode, onValid) =>
          domainForm.attempt(mode, (payload) =>
            onValid({ ...(readsConclusao ? payload : withoutConclusao(payload)), serie: serieChoice.serie }),
          )
        }
        submitRefusals={() => {
          const tipoAnimal = form.getValues('tipoAnimal');
          return tipoAnimal ? submitErrors({ tipoAnimal, camposInvalidos: false, linhas: rowCounts() }) : [];
        }}
        operationRefusals={(operation) =>
          operation === 'validar' ? validarErrors(conclusaoFacts(form.getValues())) : []
        }
        sendAttachments={(saved) => sendDocumentJobs(documentJobs(form.getValues(), saved, form), role)}
        onErrors={setExtraErrors}
        onDone={(saved, created) => {
          if (created) void navigate(notificacaoDetailPath(saved.id), { replace: true });
        }}
        onBack={() => void navigate(NOTIFICACAO_LIST_PATH)}
      />

      {record && <RecordHistorySection entity={NOTIFICACAO_ENTITY} recordId={record.id} />}
    </Stack>
  );
}

/** Registar → Notificação de suspeita de doença: an empty notification; saved, the user goes to its detail. */
export function NotificacaoCreatePage() {
  return <NotificacaoScreen record={null} />;
}

/** Consultar → Notificação de suspeita de doença → a record, fetched by the loader before the screen opens. */
export function NotificacaoDetailPage() {
  return (
    <RecordDetailPage<Notificacao>
      entity={NOTIFICACAO_ENTITY}
      render={(record) => <NotificacaoScreen record={record} commentsPanel={recordCommentsPanel} />}
    />
  );
}
