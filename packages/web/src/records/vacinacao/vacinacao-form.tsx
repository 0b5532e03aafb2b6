import { Box, SimpleGrid } from '@mantine/core';
import { dataValidadeWarning } from '@sigsa/domain/records/vacinacao/vacinacao.rules';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormExploracaoSelect } from '../../components/form-inputs/exploracao-input.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { FormUtilizadorSelect } from '../../components/form-inputs/utilizador-input.tsx';
import { WarningDialog } from '../../components/warning-dialog.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import type { VacinacaoFormField } from './vacinacao-form-values.ts';

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
        <FormExploracaoSelect name="exploracao" label={label('exploracao')} />
        <FormUtilizadorSelect
          name="medicoVeterinario"
          label={label('medicoVeterinario')}
          minChars={VETERINARIO_MIN_CHARS}
          veterinario
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
