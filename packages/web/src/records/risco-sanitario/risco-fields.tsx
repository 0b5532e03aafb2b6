import { Box, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { CAOP_ATTRIBUTION } from '@sigsa/domain/geo/map-constants';
import type { ArvoreGeografica } from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoriasAhlBadges } from '../../components/categorias-ahl-badges.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { FreguesiasArvore } from '../../components/freguesias-arvore/freguesias-arvore.tsx';
import { useFormField } from '../../platform/forms/use-form-field.ts';
import type { DoencaRef } from '../../platform/lookups/reference-lists.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import type { RiscoFormField, RiscoFormValues } from './risco-form-values.ts';

/** The lists the form picks from: diseases (002 §9: 1000, by name) and Gerir's levels (by their order). */
export interface RiscoLookups {
  doencas: readonly DoencaRef[];
  niveis: readonly NamedRef[];
}

/** The parish tree bound to the form's `freguesias` (codes), read-only with the form. */
function FormFreguesias({
  arvore,
  label,
  onHistorico,
}: {
  arvore: ArvoreGeografica | null;
  label: string;
  onHistorico: (dicofre: string) => void;
}) {
  const { t } = useTranslation();
  const field = useFormField<string[]>('freguesias');
  if (!arvore) return <Loader role="status" size="sm" aria-label={t('risco.loadingTree')} />;
  return (
    <FreguesiasArvore
      arvore={arvore}
      value={field.value ?? []}
      onChange={(next) => {
        field.onChange(next);
        field.onBlur();
      }}
      readOnly={field.readOnly}
      label={label}
      required={field.required}
      error={field.error}
      onHistorico={onHistorico}
    />
  );
}

/** Props of {@link RiscoFields}: the values, errors and read-only state come from the enclosing form. */
export interface RiscoFieldsProps {
  lookups: RiscoLookups;
  today: CalendarDate;
  /** The CAOP tree; null while it loads. */
  arvore: ArvoreGeografica | null;
  onHistorico: (dicofre: string) => void;
}

/**
 * The sanitary-risk fields (spec 002 §2 "Sanitary risk screen", §5): disease (with its EU categories), level,
 * start (not after today; warns over a year ago) and end of the level, the parish tree, notes. What is required
 * and every message come from the domain schema.
 */
export function RiscoFields({ lookups, today, arvore, onHistorico }: RiscoFieldsProps) {
  const { t } = useTranslation();
  const label = (field: RiscoFormField) => t(`risco.fields.${field}`);
  const doenca = useWatch<RiscoFormValues, 'doenca'>({ name: 'doenca' });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <Stack gap={4}>
          <FormRefSelect name="doenca" label={label('doenca')} options={lookups.doencas} />
          <CategoriasAhlBadges doencas={doenca ? [doenca] : []} label={t('risco.categorias')} />
        </Stack>
        <FormRefSelect name="classificacao" label={label('classificacao')} options={lookups.niveis} />
        <FormDateField name="dataInicioClassificacao" label={label('dataInicioClassificacao')} max={today} />
        <FormDateField
          name="dataFinalClassificacao"
          label={label('dataFinalClassificacao')}
          warnBefore={null}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <FormFreguesias arvore={arvore} label={label('freguesias')} onHistorico={onHistorico} />
        {/* The parishes are the CAOP's: its licence asks for the credit wherever they are shown. */}
        <Text fz="xs" c="dimmed">
          {CAOP_ATTRIBUTION}
        </Text>
      </Stack>
      <Box>
        <FormTextarea name="observacao" label={label('observacao')} />
      </Box>
    </Stack>
  );
}
