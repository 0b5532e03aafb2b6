import { SimpleGrid, Stack } from '@mantine/core';
import { SITUACOES_ANIMAL } from '@sigsa/domain/records/exame-clinico-necropsia/exame.schema';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCodeSelect } from '../../components/form-inputs/choice-inputs.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormMapPicker } from '../../components/form-inputs/map-input.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormUtilizadorSelect } from '../../components/form-inputs/utilizador-input.tsx';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import { VETERINARIO_MIN_CHARS } from './exame-domestico-fields.tsx';
import type { ExameFormValues } from './exame-form-values.ts';
import type { ExameLookups } from './exame-lookups.ts';

/**
 * The wild exam's header (001 §2.3, §4): the situation (before the first save only), programme, observation
 * date, DSAVR, collection responsible, location (EPSG:3763 map) and, for a hunted animal, the hunting zone and
 * process; all editable only in INICIAL.
 */
export function ExameSelvagemFields({
  lookups,
  today,
  saved,
  pastInicial,
}: {
  lookups: ExameLookups;
  today: CalendarDate;
  /** The exam has an id: the situation is set. */
  saved: boolean;
  /** Past INICIAL: the header is frozen. */
  pastInicial: boolean;
}) {
  const { t } = useTranslation();
  const label = (field: keyof ExameFormValues) => t(`exame.fields.${field}`);
  const situacao = useWatch<ExameFormValues, 'situacaoAnimal'>({ name: 'situacaoAnimal' });
  return (
    <FormReadOnly readOnly={pastInicial}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormReadOnly readOnly={saved}>
            <FormCodeSelect
              name="situacaoAnimal"
              label={label('situacaoAnimal')}
              options={SITUACOES_ANIMAL.map((value) => ({ value, label: t(`exame.situacoes.${value}`) }))}
            />
          </FormReadOnly>
          <FormRefSelect name="programa" label={label('programa')} options={lookups.tipos('PROGRAMA')} />
          <FormDateField name="dataObservacao" label={label('dataObservacao')} max={today} />
          <FormRefSelect name="dsavr" label={label('dsavr')} options={lookups.dsavrs} />
          <FormUtilizadorSelect
            name="responsavelColheita"
            label={label('responsavelColheita')}
            minChars={VETERINARIO_MIN_CHARS}
          />
          {situacao === 'CACADO' && (
            <>
              <FormRefSelect name="zonaCaca" label={label('zonaCaca')} options={lookups.zonasCacas} />
              <FormRefSelect
                name="processoCaca"
                label={label('processoCaca')}
                options={lookups.tipos('PROCESSO_CACA')}
              />
            </>
          )}
        </SimpleGrid>
        <FormMapPicker name="localizacao" label={label('localizacao')} />
      </Stack>
    </FormReadOnly>
  );
}
