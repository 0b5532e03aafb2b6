import { SimpleGrid, Stack } from '@mantine/core';
import {
  CONFORMIDADES,
  VALORES_PRODUTIVOS,
} from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRadioOptions } from '../../components/form-inputs/choice-inputs.tsx';
import { FormEntityMultiSelect } from '../../components/form-inputs/entity-input.tsx';
import { FormRefMultiSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea } from '../../components/form-inputs/text-inputs.tsx';
import { referenceSearch } from '../../platform/lookups/reference-lists.ts';
import type { NamedRef } from '../../platform/record-api.ts';
import type { ExameFormValues } from './exame-form-values.ts';
import type { ExameLookups } from './exame-lookups.ts';

/** Characters typed before the non-conformity search starts (issue 14: 2). */
export const DESCONFORMIDADE_MIN_CHARS = 2;

const searchDesconformidades = referenceSearch<NamedRef>('desconformidades');

/**
 * The official exam's sections, once it has an id (001 §2.3, §5.4): traceability records (conform or not, with
 * observations), health records (and, not conform, which non-conformities), non-conformities found and others,
 * productive values (normal or deviations, with details) and the observations.
 */
export function ExameOficialFields({ lookups }: { lookups: ExameLookups }) {
  const { t } = useTranslation();
  const label = (field: keyof ExameFormValues) => t(`exame.fields.${field}`);
  const [saude, valores] = useWatch<ExameFormValues, ['registosSaude', 'registosValoresProdutivos']>({
    name: ['registosSaude', 'registosValoresProdutivos'],
  });
  const conformidades = CONFORMIDADES.map((value) => ({ value, label: t(`exame.conformidades.${value}`) }));
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <FormRadioOptions
          name="registosRastreabilidade"
          label={label('registosRastreabilidade')}
          options={conformidades}
          inline
        />
        <FormTextarea name="observacoesRastreabilidade" label={label('observacoesRastreabilidade')} />
        <FormRadioOptions
          name="registosSaude"
          label={label('registosSaude')}
          options={conformidades}
          inline
        />
        {saude === 'NAO_CONFORME' && (
          <FormRefMultiSelect
            name="desconformidadesRegistoSaude"
            label={label('desconformidadesRegistoSaude')}
            options={lookups.desconformidadesRegistoSaude}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <FormEntityMultiSelect<NamedRef>
          name="desconformidades"
          label={label('desconformidades')}
          search={searchDesconformidades}
          getKey={(d) => d.id}
          getLabel={(d) => d.nome}
          minChars={DESCONFORMIDADE_MIN_CHARS}
        />
        <FormTextarea name="outrasDesconformidades" label={label('outrasDesconformidades')} />
        <FormRadioOptions
          name="registosValoresProdutivos"
          label={label('registosValoresProdutivos')}
          options={VALORES_PRODUTIVOS.map((value) => ({
            value,
            label: t(`exame.valoresProdutivos.${value}`),
          }))}
          inline
        />
        {valores === 'DESVIOS' && (
          <FormTextarea name="valoresProdutivos" label={label('valoresProdutivos')} />
        )}
      </SimpleGrid>
      <FormTextarea name="observacoesDesconformidades" label={label('observacoesDesconformidades')} />
    </Stack>
  );
}
