import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import { dataValidadeWarning } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormEntitySelect } from '../../components/form-inputs/entity-input.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { PropertyPresenter } from '../../components/property-presenter.tsx';
import { WarningDialog } from '../../components/warning-dialog.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import {
  searchExploracoes,
  searchVeterinarios,
  type ExploracaoRef,
  type VeterinarioRef,
} from './vacinacao-api.ts';
import type { VacinacaoFormField } from './vacinacao-form-values.ts';

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

/** Props of {@link VacinacaoForm}: the values, errors and read-only state come from the enclosing form. */
export interface VacinacaoFormProps {
  lookups: VacinacaoLookups;
  today: CalendarDate;
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
 * before today), species and notes. What is required, and every message, comes from the domain schema.
 */
export function VacinacaoForm({ lookups, today }: VacinacaoFormProps) {
  const { t } = useTranslation();
  const [expiredWarning, setExpiredWarning] = useState<string | null>(null);
  const label = (field: VacinacaoFormField) => t(`vacinacao.fields.${field}`);
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <FormEntitySelect<ExploracaoRef>
          name="exploracao"
          label={label('exploracao')}
          search={searchExploracoes}
          getKey={(e) => e.marca}
          getLabel={exploracaoLabel}
          minChars={EXPLORACAO_MIN_CHARS}
          renderInfo={(exploracao) => <ExploracaoInfo exploracao={exploracao} />}
          infoTitle={t('vacinacao.exploracaoInfo.title')}
        />
        <FormEntitySelect<VeterinarioRef>
          name="medicoVeterinario"
          label={label('medicoVeterinario')}
          search={searchVeterinarios}
          getKey={(v) => v.id}
          getLabel={(v) => v.nome}
          renderOption={(v) => <VeterinarioOption veterinario={v} />}
          minChars={VETERINARIO_MIN_CHARS}
        />
        <FormDateField name="dataVacinacao" label={label('dataVacinacao')} max={today} />
        <FormRefSelect
          name="estrategiaVacinacao"
          label={label('estrategiaVacinacao')}
          options={lookups.estrategias}
        />
        <FormRefSelect name="zonaVacinacao" label={label('zonaVacinacao')} options={lookups.zonas} />
        <FormRefSelect name="vacinaAplicada" label={label('vacinaAplicada')} options={lookups.vacinas} />
        <FormTextInput name="lotes" label={label('lotes')} />
        <FormDateField
          name="dataValidade"
          label={label('dataValidade')}
          warnBefore={null}
          onPicked={(dataValidade) => setExpiredWarning(dataValidadeWarning(dataValidade, today))}
        />
        <FormRefMultiSelect name="especies" label={label('especies')} options={lookups.especies} />
      </SimpleGrid>
      <Box mt="sm">
        <FormTextarea name="observacoes" label={label('observacoes')} />
      </Box>
      <WarningDialog
        opened={expiredWarning !== null}
        title={label('dataValidade')}
        message={expiredWarning ?? ''}
        onClose={() => setExpiredWarning(null)}
      />
    </>
  );
}
