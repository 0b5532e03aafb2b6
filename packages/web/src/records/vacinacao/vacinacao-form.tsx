import { MultiSelect, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { dataValidadeWarning } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../components/date-field.tsx';
import { EntitySelect } from '../../components/entity-select.tsx';
import { PropertyPresenter } from '../../components/property-presenter.tsx';
import { WarningDialog } from '../../components/warning-dialog.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import {
  searchExploracoes,
  searchVeterinarios,
  type ExploracaoRef,
  type VeterinarioRef,
} from './vacinacao-api.ts';
import { optionsWith, type VacinacaoFormField, type VacinacaoFormValues } from './vacinacao-form-state.ts';

/** Characters typed before the holding search starts (spec 002 §9: farm 1). */
export const EXPLORACAO_MIN_CHARS = 1;
/** Characters typed before the veterinarian search starts (spec 002 §5, §9: 2). */
export const VETERINARIO_MIN_CHARS = 2;

/** The lists the form picks from. */
export interface VacinacaoLookups {
  estrategias: readonly NamedRef[];
  zonas: readonly NamedRef[];
  vacinas: readonly NamedRef[];
  especies: readonly NamedRef[];
}

/** Props of {@link VacinacaoForm}. */
export interface VacinacaoFormProps {
  values: VacinacaoFormValues;
  onChange: (patch: Partial<VacinacaoFormValues>) => void;
  /** The messages to show now (touched fields, or every field after an attempt to save or submit). */
  errors: Partial<Record<VacinacaoFormField, string>>;
  onTouch: (field: VacinacaoFormField) => void;
  readOnly: boolean;
  lookups: VacinacaoLookups;
  today: CalendarDate;
}

/** A required pick from a lookup list; read-only, its name. */
function RefSelect({
  label,
  value,
  options,
  onChange,
  onBlur,
  error,
  readOnly,
}: {
  label: string;
  value: NamedRef | null;
  options: readonly NamedRef[];
  onChange: (value: NamedRef | null) => void;
  onBlur: () => void;
  error: string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  if (readOnly) return <TextInput label={label} value={value?.nome ?? '-'} readOnly variant="filled" />;
  return (
    <Select
      label={label}
      required
      searchable
      data={optionsWith(options, value)}
      value={value === null ? null : String(value.id)}
      onChange={(key) => {
        const picked = key === null ? null : (options.find((o) => String(o.id) === key) ?? value);
        onChange(picked);
      }}
      onBlur={onBlur}
      error={error}
      nothingFoundMessage={t('vacinacao.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The holding's details for its "+ Info" modal. */
function ExploracaoInfo({ exploracao }: { exploracao: ExploracaoRef }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <PropertyPresenter label={t('vacinacao.exploracaoInfo.marca')} value={exploracao.marca} />
      <PropertyPresenter label={t('vacinacao.exploracaoInfo.nome')} value={exploracao.nome} />
      <PropertyPresenter label={t('vacinacao.exploracaoInfo.nif')} value={exploracao.nif} />
      <PropertyPresenter
        label={t('vacinacao.exploracaoInfo.classificacao')}
        value={exploracao.classificacao}
      />
      <PropertyPresenter label={t('vacinacao.exploracaoInfo.freguesia')} value={exploracao.freguesia?.nome} />
      <PropertyPresenter label={t('vacinacao.exploracaoInfo.concelho')} value={exploracao.concelho?.nome} />
      <PropertyPresenter label={t('vacinacao.exploracaoInfo.distrito')} value={exploracao.distrito?.nome} />
    </SimpleGrid>
  );
}

function exploracaoLabel(exploracao: ExploracaoRef): string {
  return exploracao.nome ? `${exploracao.marca} – ${exploracao.nome}` : exploracao.marca;
}

function VeterinarioOption({ veterinario }: { veterinario: VeterinarioRef }) {
  const details = [veterinario.nif && `NIF ${veterinario.nif}`, veterinario.nic && `NIC ${veterinario.nic}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Stack gap={0}>
      <Text fz="sm">{veterinario.nome}</Text>
      {details && (
        <Text fz="xs" c="dimmed">
          {details}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The vaccination's own fields (spec 002 §2, §5): holding by brand, veterinarian, vaccination date (not after
 * today, warns when over a year ago), strategy, zone, applied vaccine, batches, vaccine expiry (warns when
 * before today), species and notes. Every field but the notes is required.
 */
export function VacinacaoForm({
  values,
  onChange,
  errors,
  onTouch,
  readOnly,
  lookups,
  today,
}: VacinacaoFormProps) {
  const { t } = useTranslation();
  const [expiredWarning, setExpiredWarning] = useState<string | null>(null);
  const label = (field: VacinacaoFormField) => t(`vacinacao.fields.${field}`);
  const especieData = [
    ...lookups.especies,
    ...values.especies.filter((e) => !lookups.especies.some((o) => o.id === e.id)),
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <EntitySelect<ExploracaoRef>
          label={label('exploracao')}
          value={values.exploracao}
          onChange={(exploracao) => onChange({ exploracao })}
          search={searchExploracoes}
          getKey={(e) => e.marca}
          getLabel={exploracaoLabel}
          minChars={EXPLORACAO_MIN_CHARS}
          required
          readOnly={readOnly}
          error={errors.exploracao}
          onBlur={() => onTouch('exploracao')}
          renderInfo={(exploracao) => <ExploracaoInfo exploracao={exploracao} />}
          infoTitle={t('vacinacao.exploracaoInfo.title')}
        />
        <EntitySelect<VeterinarioRef>
          label={label('medicoVeterinario')}
          value={values.medicoVeterinario}
          onChange={(medicoVeterinario) => onChange({ medicoVeterinario })}
          search={searchVeterinarios}
          getKey={(v) => v.id}
          getLabel={(v) => v.nome}
          renderOption={(v) => <VeterinarioOption veterinario={v} />}
          minChars={VETERINARIO_MIN_CHARS}
          required
          readOnly={readOnly}
          error={errors.medicoVeterinario}
          onBlur={() => onTouch('medicoVeterinario')}
        />
        <DateField
          label={label('dataVacinacao')}
          value={values.dataVacinacao}
          onChange={(dataVacinacao) => onChange({ dataVacinacao })}
          max={today}
          required
          readOnly={readOnly}
          error={errors.dataVacinacao}
          onBlur={() => onTouch('dataVacinacao')}
        />
        <RefSelect
          label={label('estrategiaVacinacao')}
          value={values.estrategiaVacinacao}
          options={lookups.estrategias}
          onChange={(estrategiaVacinacao) => onChange({ estrategiaVacinacao })}
          onBlur={() => onTouch('estrategiaVacinacao')}
          error={errors.estrategiaVacinacao}
          readOnly={readOnly}
        />
        <RefSelect
          label={label('zonaVacinacao')}
          value={values.zonaVacinacao}
          options={lookups.zonas}
          onChange={(zonaVacinacao) => onChange({ zonaVacinacao })}
          onBlur={() => onTouch('zonaVacinacao')}
          error={errors.zonaVacinacao}
          readOnly={readOnly}
        />
        <RefSelect
          label={label('vacinaAplicada')}
          value={values.vacinaAplicada}
          options={lookups.vacinas}
          onChange={(vacinaAplicada) => onChange({ vacinaAplicada })}
          onBlur={() => onTouch('vacinaAplicada')}
          error={errors.vacinaAplicada}
          readOnly={readOnly}
        />
        <TextInput
          label={label('lotes')}
          required={!readOnly}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          value={values.lotes}
          onChange={(event) => onChange({ lotes: event.currentTarget.value })}
          onBlur={() => onTouch('lotes')}
          error={errors.lotes}
        />
        <DateField
          label={label('dataValidade')}
          value={values.dataValidade}
          onChange={(dataValidade) => {
            onChange({ dataValidade });
            if (dataValidade !== null) setExpiredWarning(dataValidadeWarning(dataValidade, today));
          }}
          warnBefore={null}
          required
          readOnly={readOnly}
          error={errors.dataValidade}
          onBlur={() => onTouch('dataValidade')}
        />
        {readOnly ? (
          <TextInput
            label={label('especies')}
            value={values.especies.map((e) => e.nome).join(', ') || '-'}
            readOnly
            variant="filled"
          />
        ) : (
          <MultiSelect
            label={label('especies')}
            required
            searchable
            data={especieData.map((e) => ({ value: String(e.id), label: e.nome }))}
            value={values.especies.map((e) => String(e.id))}
            onChange={(keys) =>
              onChange({ especies: especieData.filter((e) => keys.includes(String(e.id))) })
            }
            onBlur={() => onTouch('especies')}
            error={errors.especies}
            nothingFoundMessage={t('vacinacao.nothingFound')}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      </SimpleGrid>
      <Textarea
        mt="sm"
        label={label('observacoes')}
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        autosize
        minRows={2}
        maxRows={8}
        value={values.observacoes}
        onChange={(event) => onChange({ observacoes: event.currentTarget.value })}
        onBlur={() => onTouch('observacoes')}
        error={errors.observacoes}
      />
      <WarningDialog
        opened={expiredWarning !== null}
        title={label('dataValidade')}
        message={expiredWarning ?? ''}
        onClose={() => setExpiredWarning(null)}
      />
    </>
  );
}
