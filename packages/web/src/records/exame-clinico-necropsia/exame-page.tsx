import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MEDICO_VETERINARIO_ROLES, VETERINARIAN_ROLES } from '@sigsa/domain/access/roles';
import { submitErrors } from '@sigsa/domain/records/exame-clinico-necropsia/exame.rules';
import {
  EXAME_TIPOS_ANIMAL,
  TABELA_DA_SITUACAO,
  exameSchema,
  type ExameInput,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import {
  EXAME_ESTADOS_COM_DEVOLUCAO,
  EXAME_SAVED_MESSAGE,
  EXAME_TIPO_MOTIVO_DEVOLUCAO,
  EXAME_WORKFLOW,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.workflow';
import { todayIn, type CalendarDate } from '@sigsa/domain/validation/dates';
import { newRecordPermissoes } from '@sigsa/domain/workflow/workflow';
import { useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RecordHistorySection } from '../../components/record-history-section.tsx';
import { FormCodeSelect } from '../../components/form-inputs/choice-inputs.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { LatestDevolucao } from '../../components/latest-devolucao.tsx';
import { RecordStateSection, RecordTitle } from '../../components/record-header.tsx';

import { RecordManagement, type RecordManagementType } from '../../components/record-management.tsx';
import { FormValidationErrorList } from '../../components/validation-error-list.tsx';
import { WhenUnsaved } from '../../components/when-unsaved.tsx';
import type { SchemaFor } from '../../platform/forms/domain-resolver.ts';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm } from '../../platform/forms/use-domain-form.ts';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { referenceListQueryOptions } from '../../platform/lookups/reference-lists.ts';
import { latestDevolucao, recordQueryOptions } from '../../platform/record-api.ts';
import { EXAME_DA_NOTIFICACAO_PARAM } from '../record-links.ts';
import { rowDocumentJobs, sendDocumentJobs } from '../../platform/records/record-documents.ts';
import { LinkedRecordsSection } from '../../platform/records/linked-records.tsx';
import { RecordDetailPage, recordCommentsPanel } from '../../platform/records/record-detail-page.tsx';
import { useSerieChoice } from '../../platform/records/use-serie-choice.ts';
import { useActiveSession } from '../../platform/session-store.ts';
import {
  EXAME_ENTITY,
  EXAME_LIST_PATH,
  exameDetailPath,
  type Exame,
  type MotivoExameRef,
} from './exame-api.ts';
import { exameDaNotificacao, motivoDaNotificacao, type NotificacaoParaExame } from './exame-importacao.ts';
import { ExameDomesticoFields } from './exame-domestico-fields.tsx';
import {
  emptyExameForm,
  exameDraft,
  exameFormFromRecord,
  EXAME_FORM_FIELDS,
  EXAME_FORM_TABLES,
  motivoFlags,
  type ExameFormValues,
} from './exame-form-values.ts';
import { useExameLookups } from './exame-lookups.ts';
import { ExameOficialFields } from './exame-oficial-fields.tsx';
import { RegistarColheitaButton } from './exame-registar-colheita.tsx';
import { ExameSelvagemFields } from './exame-selvagem-fields.tsx';
import { ExameTables } from './exame-tables.tsx';

/** Props of {@link ExameScreen}. */
export interface ExameScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: Exame | null;
  /** The comments and attachments panel of a saved record (001 §2.3). */
  commentsPanel?: (record: Exame) => ReactNode;
  /** A new exam's values, preset from a notification ("Registar exame"); default: an empty exam. */
  preset?: (empty: ExameFormValues) => ExameFormValues;
}

/** The domain schema of each mode for the day; the chosen reasons' flags are read from the form's values. */
function schemaForDay(today: CalendarDate, values: () => ExameFormValues): SchemaFor<ExameInput> {
  return (mode) => exameSchema(mode, () => today, { motivo: (id) => motivoFlags(values())(id) });
}

/** The submit guard's row counts (001 §5.4), from the form. */
function rowCounts(values: ExameFormValues) {
  const selvagem = values.situacaoAnimal ? values[TABELA_DA_SITUACAO[values.situacaoAnimal]].length : 0;
  return {
    declaracoes: values.declaracoesAnimais.length,
    observacoesIndividuais: values.observacoesClinicasIndividuais.length,
    observacoesGrupo: values.observacoesClinicasGrupo.length,
    animaisSelvagens: selvagem + values.observacoesAnimais.length,
  };
}

/**
 * The clinical exam and necropsy screen (001 §2.3): breadcrumb, state, series, number and animal type (creation
 * only); the domestic fields (with the official sections once saved and official) or the wild header; the
 * variant's tables; the latest return in DEVOLVIDO, linked records, comments, errors, management and history.
 * Read-only unless the record's `permissoes` grant GUARDAR.
 */
export function ExameScreen({ record, commentsPanel, preset = (empty) => empty }: ExameScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useActiveSession();
  const [today] = useState(() => todayIn(new Date()));
  const vet = (VETERINARIAN_ROLES as readonly string[]).includes(role);
  const veterinario = (MEDICO_VETERINARIO_ROLES as readonly string[]).includes(role);
  const holder = useMemo(
    () => ({ values: () => emptyExameForm(user, { veterinario }) }),
    [user, veterinario],
  );
  // Once per screen: a record's form takes the documents its last save could not send.
  const [defaultValues] = useState(() =>
    record
      ? exameFormFromRecord(record)
      : preset(
          emptyExameForm({ id: user.id, nome: user.nome, email: user.email, nif: user.nif }, { veterinario }),
        ),
  );
  const schemaFor = useMemo(() => schemaForDay(today, () => holder.values()), [today, holder]);
  const domainForm = useDomainForm<ExameFormValues, ExameInput>({
    schemaFor,
    toDraft: exameDraft,
    defaultValues,
    fields: EXAME_FORM_FIELDS,
    tables: EXAME_FORM_TABLES,
    labelOf: (field) => t(`exame.fields.${field}`),
  });
  const { form } = domainForm;
  holder.values = form.getValues;
  const [tipo, situacao, oficial, serieValue] = useWatch({
    control: form.control,
    name: ['tipoAnimal', 'situacaoAnimal', 'exameOficial', 'serie'],
  });
  const [extraErrors, setExtraErrors] = useState<string[]>([]);

  const permissoes =
    record?.permissoes ??
    newRecordPermissoes({
      userId: user.id,
      username: user.username,
      role,
      level: user.permissoesAtuais.examesClinicosNecropsias,
    });
  const editable = permissoes.GUARDAR === true;
  const lookups = useExameLookups(editable);
  const serieChoice = useSerieChoice(EXAME_ENTITY, record, editable, serieValue, (picked) =>
    form.setValue('serie', picked, { shouldDirty: true }),
  );
  const devolucao =
    record && (EXAME_ESTADOS_COM_DEVOLUCAO as readonly string[]).includes(record.estado)
      ? latestDevolucao(record.devolucoes)
      : null;
  const pastInicial = record !== null && record.estado !== EXAME_WORKFLOW.initial;
  // 001 §2.3: the official sections appear once the exam has an id and is official.
  const showsOficial = tipo === 'DOMESTICO' && record !== null && oficial;
  const managementType: RecordManagementType = {
    entity: EXAME_ENTITY,
    workflow: EXAME_WORKFLOW,
    returnReasonType: EXAME_TIPO_MOTIVO_DEVOLUCAO,
    savedMessage: EXAME_SAVED_MESSAGE,
    actionLabel: (name) => t(`records.actions.${name}`),
  };

  return (
    <Stack gap="md" pb="xl">
      <RecordTitle
        record={record}
        title={t('exame.title')}
        newTitle={t('exame.newTitle')}
        listPath={EXAME_LIST_PATH}
      />

      <DomainFormProvider domainForm={domainForm} readOnly={!editable}>
        <RecordStateSection record={record} initialState={EXAME_WORKFLOW.initial} serie={serieChoice}>
          <FormReadOnly readOnly={record !== null}>
            <FormCodeSelect
              name="tipoAnimal"
              label={t('exame.fields.tipoAnimal')}
              options={EXAME_TIPOS_ANIMAL.map((value) => ({ value, label: t(`exame.tiposAnimal.${value}`) }))}
            />
          </FormReadOnly>
        </RecordStateSection>

        {devolucao && <LatestDevolucao devolucao={devolucao} />}

        {tipo && (
          <FormSection title={t(`exame.tiposAnimal.${tipo}`)} testId="variante">
            {tipo === 'DOMESTICO' ? (
              <ExameDomesticoFields lookups={lookups} today={today} vet={vet} />
            ) : (
              <ExameSelvagemFields
                lookups={lookups}
                today={today}
                saved={record !== null}
                pastInicial={pastInicial}
              />
            )}
          </FormSection>
        )}

        {showsOficial && (
          <FormSection title={t('exame.sections.oficial')} testId="exame-oficial">
            <ExameOficialFields lookups={lookups} />
          </FormSection>
        )}

        {tipo && (
          <FormSection title={t('exame.sections.animais')} testId="tabelas">
            <ExameTables
              tipo={tipo}
              situacao={situacao}
              editable={editable}
              lookups={lookups}
              onChange={() => setExtraErrors([])}
            />
          </FormSection>
        )}
      </DomainFormProvider>

      <LinkedRecordsSection record={record} />
      {record && <RegistarColheitaButton record={record} />}
      {record && commentsPanel?.(record)}

      <FormValidationErrorList status={domainForm.status} extra={extraErrors} />
      {record && editable && (
        <WhenUnsaved status={domainForm.status}>
          <Alert color="blue" variant="light" role="status">
            {t('exame.unsaved')}
          </Alert>
        </WhenUnsaved>
      )}

      <RecordManagement<Exame, ExameInput>
        type={managementType}
        record={record}
        permissoes={permissoes}
        status={domainForm.status}
        attempt={(mode, onValid) =>
          domainForm.attempt(mode, (payload) => onValid({ ...payload, serie: serieChoice.serie }))
        }
        submitRefusals={() => {
          const values = form.getValues();
          return values.tipoAnimal ? submitErrors(values.tipoAnimal, rowCounts(values)) : [];
        }}
        sendAttachments={(saved) =>
          sendDocumentJobs(rowDocumentJobs(form.getValues(), saved, EXAME_FORM_TABLES), role)
        }
        onErrors={setExtraErrors}
        onDone={(saved, created) => {
          if (created) void navigate(exameDetailPath(saved.id), { replace: true });
        }}
        onBack={() => void navigate(EXAME_LIST_PATH)}
      />

      {record && <RecordHistorySection entity={EXAME_ENTITY} recordId={record.id} />}
    </Stack>
  );
}

/**
 * Registar → Exames clínicos e necrópsias: an empty exam, or one preset from the notification the address names
 * (`?notificacao=`, "Registar exame"); saved, the user goes to its detail.
 */
export function ExameCreatePage() {
  const [params] = useSearchParams();
  const notificacao = Number(params.get(EXAME_DA_NOTIFICACAO_PARAM));
  return Number.isInteger(notificacao) && notificacao > 0 ? (
    <ExameDaNotificacao id={notificacao} />
  ) : (
    <ExameScreen record={null} />
  );
}

/** A new exam preset from notification `id`, once the notification and the reasons are loaded. */
function ExameDaNotificacao({ id }: { id: number }) {
  const { role } = useActiveSession();
  const notificacao = useQuery(
    recordQueryOptions<NotificacaoParaExame>('notificacoesSuspeitasDoencas', id, role),
  );
  const motivos = useQuery(referenceListQueryOptions<MotivoExameRef>('motivosExames'));
  if (notificacao.isPending || motivos.isPending) return <FullPageLoader />;
  const motivo = motivoDaNotificacao(motivos.data ?? []);
  // Without the notification (an error toast said why) or a reason that links it, an empty exam.
  if (!notificacao.data || !motivo) return <ExameScreen record={null} />;
  const source = notificacao.data;
  return <ExameScreen record={null} preset={(empty) => exameDaNotificacao(empty, source, motivo)} />;
}

/** Consultar → Exames clínicos e necrópsias → a record, fetched by the loader before the screen opens. */
export function ExameDetailPage() {
  return (
    <RecordDetailPage<Exame>
      entity={EXAME_ENTITY}
      render={(record) => <ExameScreen record={record} commentsPanel={recordCommentsPanel} />}
    />
  );
}
