import { Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NUMERO_SERIE_NAO_DEFINIDO, type Serie, type WorkflowRecord } from '../platform/record-api.ts';
import { PageHeading } from './page-heading.tsx';
import { PropertyPresenter } from './property-presenter.tsx';
import { RecordBreadcrumb } from './record-breadcrumb.tsx';
import { StatusBadge } from './status-badge.tsx';
import { COMBOBOX_PROPS } from './form-inputs/select-inputs.tsx';

/** A record as its header shows it: state, archive flag, number and series. */
type HeaderRecord = Pick<WorkflowRecord, 'estado' | 'arquivado' | 'numeroSerie'> & {
  serie?: { id: number; nome: string } | null;
};

/**
 * A record screen's breadcrumb and heading (spec 000 §2.3, 002 §2): Registar or Consultar, the type, and the
 * record's number once it has one; the tab title says the number too.
 */
export function RecordTitle({
  record,
  title,
  newTitle,
  listPath,
}: {
  record: HeaderRecord | null;
  title: string;
  /** The tab title of the create screen ("Nova vacinação"). */
  newTitle: string;
  listPath: string;
}) {
  return (
    <div>
      <RecordBreadcrumb
        section={record ? 'Consultar' : 'Registar'}
        title={title}
        listPath={listPath}
        numeroSerie={record?.numeroSerie ?? null}
      />
      <PageHeading
        title={title}
        documentTitle={
          record === null ? newTitle : record.numeroSerie ? `${record.numeroSerie} · ${title}` : undefined
        }
      />
    </div>
  );
}

/** The series of a new record: chosen when several are offered (spec 000 §2.6), shown otherwise. */
export interface SerieChoice {
  /** The active series of the type's class, or null while unknown. */
  options: readonly Serie[] | null;
  value: number | null;
  onChange: (serie: number | null) => void;
  /** Offer the choice (a new, editable record with several series and none picked automatically). */
  choose: boolean;
}

/**
 * The "Registo" section of a record screen (spec 002 §2): state badge (and "Arquivado"), number ("N.d." until
 * numbered), series, then the type's own header items.
 */
export function RecordStateSection({
  record,
  initialState,
  serie,
  children,
}: {
  record: HeaderRecord | null;
  /** The workflow's initial state, shown before the record exists. */
  initialState: string;
  serie: SerieChoice;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headerId = useId();
  const serieName =
    record?.serie?.nome ?? serie.options?.find((option) => option.id === serie.value)?.nome ?? null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headerId}>
      <Title order={2} size="h4" id={headerId} mb="sm">
        {t('records.sections.registo')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Stack gap={2}>
          <Text fz="sm" c="dimmed" id={`${headerId}-estado`}>
            {t('records.fields.estado')}
          </Text>
          <Group aria-labelledby={`${headerId}-estado`} role="group">
            <StatusBadge estado={record?.estado ?? initialState} />
            {record?.arquivado === true && <StatusBadge estado="ARQUIVADO" />}
          </Group>
        </Stack>
        <PropertyPresenter
          label={t('records.fields.numeroSerie')}
          value={record?.numeroSerie ?? NUMERO_SERIE_NAO_DEFINIDO}
        />
        {serie.choose ? (
          <Select
            label={t('records.fields.serie')}
            required
            data={(serie.options ?? []).map((s) => ({ value: String(s.id), label: s.nome }))}
            value={serie.value === null ? null : String(serie.value)}
            onChange={(key) => serie.onChange(key === null ? null : Number(key))}
            comboboxProps={COMBOBOX_PROPS}
          />
        ) : (
          <PropertyPresenter label={t('records.fields.serie')} value={serieName} />
        )}
        {children}
      </SimpleGrid>
    </Paper>
  );
}
