import { Box, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { CAOP_ATTRIBUTION } from '@sigsa/domain/geo/map-constants';
import {
  contarFreguesias,
  textoContador,
  type ArvoreGeografica,
} from '@sigsa/domain/records/risco-sanitario/freguesias-arvore';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useCallback, useMemo } from 'react';
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
import { FreguesiasMapa } from './freguesias-mapa.tsx';
import type { RiscoFormField, RiscoFormValues } from './risco-form-values.ts';

/** The lists the form picks from: diseases (002 §9: 1000, by name) and Gerir's levels (by their order). */
export interface RiscoLookups {
  doencas: readonly DoencaRef[];
  niveis: readonly NamedRef[];
}

const NENHUMA: string[] = [];

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
  const { onChange, onBlur } = field;
  // Stable (react-hook-form's handlers are): the tree is memoised, and a tick re-renders it alone.
  const change = useCallback(
    (next: string[]) => {
      onChange(next);
      onBlur();
    },
    [onChange, onBlur],
  );
  const value = field.value ?? NENHUMA;
  const contador = useMemo(() => textoContador(contarFreguesias(new Set(value))), [value]);
  if (!arvore) return <Loader role="status" size="sm" aria-label={t('risco.loadingTree')} />;
  return (
    // The map is drawn only while its tab is open: the tree is the screen's first way to pick.
    <Tabs defaultValue="lista" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="lista">{t('risco.mapaForm.tabLista')}</Tabs.Tab>
        <Tabs.Tab value="mapa">{t('risco.mapaForm.tabMapa')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="lista" pt="sm">
        <FreguesiasArvore
          arvore={arvore}
          value={value}
          onChange={change}
          readOnly={field.readOnly}
          label={label}
          required={field.required}
          error={field.error}
          onHistorico={onHistorico}
        />
      </Tabs.Panel>
      <Tabs.Panel value="mapa" pt="sm">
        <Stack gap="xs">
          <FreguesiasMapa arvore={arvore} value={value} onChange={change} readOnly={field.readOnly} />
          <Text fz="sm" aria-live="polite">
            {contador}
          </Text>
          {field.error && (
            <Text fz="sm" c="red.8">
              {field.error}
            </Text>
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
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
