import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  rotuloFreguesia,
  type ArvoreGeografica,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import {
  riscoSanitarioSchema,
  type RiscoSanitarioInput,
} from '@sigsa/domain/records/risco-sanitario/risco.schema';
import { RISCO_WORKFLOW } from '@sigsa/domain/records/risco-sanitario/risco.workflow';
import { formatDisplayDate, parseIsoDate, todayIn, type CalendarDate } from '@sigsa/domain/validation/dates';
import { newRecordPermissoes } from '@sigsa/domain/workflow/workflow';
import { memo, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RecordHistorySection } from '../../components/record-history-section.tsx';
import { FormSection } from '../../components/form-section.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RecordBreadcrumb } from '../../components/record-breadcrumb.tsx';

import { RecordManagement, type RecordManagementType } from '../../components/record-management.tsx';
import { FormValidationErrorList } from '../../components/validation-error-list.tsx';
import type { DomainFormContext, SchemaFor } from '../../platform/forms/domain-resolver.ts';
import { DomainFormProvider } from '../../platform/forms/form-provider.tsx';
import { useDomainForm, type DomainForm } from '../../platform/forms/use-domain-form.ts';
import { useReferenceList, type DoencaRef } from '../../platform/lookups/reference-lists.ts';

import { RecordDetailPage } from '../../platform/records/record-detail-page.tsx';
import { useActiveSession } from '../../platform/session-store.ts';
import { useArvoreGeografica } from '../../components/map/arvore-geografica.ts';
import { HistoricoFreguesiaModal } from './historico-freguesia-modal.tsx';
import {
  nivelEmVigorQueryOptions,
  RISCO_ENTITY,
  RISCO_LIST_PATH,
  riscoDetailPath,
  type ClassificacaoRisco,
  type RiscoSanitario,
} from './risco-api.ts';
import { RiscoAlteracoes } from './risco-alteracoes.tsx';
import { RiscoFields, type RiscoLookups } from './risco-fields.tsx';
import {
  emptyRiscoForm,
  nivelRef,
  riscoDraft,
  riscoFormFromRecord,
  RISCO_FORM_FIELDS,
  type RiscoFormValues,
} from './risco-form-values.ts';

/** The form's lists, left out when the asterisks are found (`useDomainForm`'s tables). */
const RISCO_LISTAS = ['freguesias'] as const;

/** Parishes Guardar's warning names before "e mais N". */
const OUTRO_NIVEL_VISIVEIS = 10;

function schemaForDay(today: CalendarDate): SchemaFor<RiscoSanitarioInput> {
  const schema = riscoSanitarioSchema(() => today);
  return () => schema;
}

/** A record as the breadcrumb and the tab name it: its disease and level. */
function recordName(record: RiscoSanitario): string {
  return `${record.doenca.nome} — ${record.classificacao.descricao}`;
}

/**
 * The parishes ticked that another record of the same disease puts under a level on the start day: what Guardar
 * warns about, without blocking (issue 15). Empty until the disease, the start and some parishes are set.
 */
function useOutroNivel(
  control: Control<RiscoFormValues, DomainFormContext, RiscoSanitarioInput>,
  recordId: number | null,
  enabled: boolean,
): string[] {
  const { role } = useActiveSession();
  const [doenca, inicio, freguesias] = useWatch({
    control,
    name: ['doenca', 'dataInicioClassificacao', 'freguesias'],
  });
  const ready = enabled && doenca !== null && inicio !== null && parseIsoDate(inicio) !== null;
  const niveis = useQuery({
    ...nivelEmVigorQueryOptions(role, doenca?.id ?? 0, inicio ?? '', recordId),
    enabled: ready,
  });
  if (!ready || !niveis.data) return [];
  const emVigor = niveis.data.freguesias;
  return freguesias.filter((dicofre) => emVigor[dicofre] !== undefined);
}

/**
 * Guardar's warning (issue 15), apart from the screen: it follows the parishes ticked, and a tick re-renders it
 * alone, not every field of the screen.
 */
function OutroNivelAviso({
  control,
  recordId,
  enabled,
  arvore,
}: {
  control: Control<RiscoFormValues, DomainFormContext, RiscoSanitarioInput>;
  recordId: number | null;
  enabled: boolean;
  arvore: ArvoreGeografica | null;
}) {
  const { t } = useTranslation();
  const outroNivel = useOutroNivel(control, recordId, enabled);
  const inicio = useWatch({ control, name: 'dataInicioClassificacao' });
  if (outroNivel.length === 0) return null;
  const dia = inicio ? parseIsoDate(inicio) : null;
  return (
    <Alert color="yellow" variant="light" role="status" title={t('risco.outroNivel.title')}>
      {t('risco.outroNivel.message', {
        count: outroNivel.length,
        data: dia ? formatDisplayDate(dia) : '',
        freguesias: outroNivel
          .slice(0, OUTRO_NIVEL_VISIVEIS)
          .map((dicofre) => (arvore ? rotuloFreguesia(arvore, dicofre) : dicofre))
          .join(', '),
      })}
      {outroNivel.length > OUTRO_NIVEL_VISIVEIS &&
        t('risco.alteracoes.mais', { count: outroNivel.length - OUTRO_NIVEL_VISIVEIS })}
    </Alert>
  );
}

/** Props of {@link RiscoScreen}. */
export interface RiscoScreenProps {
  /** The record as loaded (detail route); null on the create route. */
  record: RiscoSanitario | null;
}

/**
 * The sanitary-risk screen (spec 002 §2 "Sanitary risk screen", issue 15): disease, level, its start and end, the
 * CAOP parish tree, notes, Guardar and Voltar; once saved, what each save did to the parishes and the audit
 * history. Read-only unless the record's `permissoes` grant GUARDAR (the regional services consult).
 */
export function RiscoScreen({ record }: RiscoScreenProps) {
  const { t } = useTranslation();
  const [today] = useState(() => todayIn(new Date()));
  const schemaFor = useMemo(() => schemaForDay(today), [today]);
  const domainForm = useDomainForm<RiscoFormValues, RiscoSanitarioInput>({
    schemaFor,
    toDraft: riscoDraft,
    defaultValues: record ? riscoFormFromRecord(record) : emptyRiscoForm(),
    fields: RISCO_FORM_FIELDS,
    // Up to 3,259 codes that decide nothing else's asterisk: not parsed again for the asterisks on every tick.
    tables: RISCO_LISTAS,
    labelOf: (field) => t(`risco.fields.${field}`),
  });
  // react-hook-form renders the component holding the form once more as soon as it is mounted (its isReady):
  // the screen is a memoised child of it, so that render does not draw the whole screen a second time.
  return <RiscoConteudo record={record} today={today} domainForm={domainForm} />;
}

/** The screen itself, under the component holding its form. */
const RiscoConteudo = memo(function RiscoConteudo({
  record,
  today,
  domainForm,
}: {
  record: RiscoSanitario | null;
  today: CalendarDate;
  domainForm: DomainForm<RiscoFormValues, RiscoSanitarioInput>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useActiveSession();
  const { form } = domainForm;
  const [extraErrors, setExtraErrors] = useState<string[]>([]);
  const [historicoDe, setHistoricoDe] = useState<string | null>(null);

  const permissoes =
    record?.permissoes ??
    newRecordPermissoes({
      userId: user.id,
      username: user.username,
      role,
      level: user.permissoesAtuais.riscoSanitario,
    });
  const editable = permissoes.GUARDAR === true;
  const niveis = useReferenceList<ClassificacaoRisco>('classificacoesRisco', editable, 'ordem,asc');
  const lookups: RiscoLookups = {
    doencas: useReferenceList<DoencaRef>('doencas', editable),
    niveis: useMemo(() => niveis.map(nivelRef), [niveis]),
  };
  const arvore = useArvoreGeografica();
  const doencaId = useWatch({ control: form.control, name: 'doenca' })?.id ?? null;

  const managementType: RecordManagementType = {
    entity: RISCO_ENTITY,
    workflow: RISCO_WORKFLOW,
    savedMessage: t('records.toasts.saved'),
    actionLabel: (name) => t(`records.actions.${name}`),
  };
  const title = t('risco.title');

  return (
    <Stack gap="md" pb="xl">
      <div>
        <RecordBreadcrumb
          section={record ? 'Consultar' : 'Registar'}
          title={title}
          listPath={RISCO_LIST_PATH}
          numeroSerie={null}
          current={record ? recordName(record) : t('risco.newRecord')}
        />
        <PageHeading
          title={title}
          documentTitle={record ? `${recordName(record)} · ${title}` : t('risco.newTitle')}
        />
      </div>

      <FormSection title={t('risco.sections.dados')}>
        <DomainFormProvider domainForm={domainForm} readOnly={!editable}>
          <RiscoFields lookups={lookups} today={today} arvore={arvore} onHistorico={setHistoricoDe} />
        </DomainFormProvider>
      </FormSection>

      <OutroNivelAviso
        control={form.control}
        recordId={record?.id ?? null}
        enabled={editable}
        arvore={arvore}
      />

      <FormValidationErrorList status={domainForm.status} extra={extraErrors} />

      <RecordManagement<RiscoSanitario, RiscoSanitarioInput>
        type={managementType}
        record={record}
        permissoes={permissoes}
        status={domainForm.status}
        attempt={domainForm.attempt}
        onErrors={setExtraErrors}
        onDone={(saved, created) => {
          if (created) void navigate(riscoDetailPath(saved.id), { replace: true });
        }}
        onBack={() => void navigate(RISCO_LIST_PATH)}
      />

      {record && (
        <RecordHistorySection
          entity={RISCO_ENTITY}
          recordId={record.id}
          withStates={false}
          before={<RiscoAlteracoes alteracoes={record.alteracoesFreguesias} arvore={arvore} />}
        />
      )}

      <HistoricoFreguesiaModal dicofre={historicoDe} doenca={doencaId} onClose={() => setHistoricoDe(null)} />
    </Stack>
  );
});

/** Registar → Risco sanitário: an empty record; once created the user goes to its detail (spec 002 §2). */
export function RiscoCreatePage() {
  return <RiscoScreen record={null} />;
}

/** Consultar → Risco sanitário → a record: the loader has fetched it before the screen opens (spec 002 §2). */
export function RiscoDetailPage() {
  return (
    <RecordDetailPage<RiscoSanitario>
      entity={RISCO_ENTITY}
      render={(record) => <RiscoScreen record={record} />}
    />
  );
}
