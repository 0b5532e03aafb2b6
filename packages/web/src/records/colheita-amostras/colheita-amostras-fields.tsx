import { SimpleGrid, Stack } from '@mantine/core';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import { useQuery } from '@tanstack/react-query';
import { especieDeAve } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bandosDaExploracaoQueryOptions } from '../../components/colheitas/colheita-lookups.ts';
import { FormExameDaColheita } from '../../components/colheitas/exame-da-colheita-input.tsx';
import { FormDateField } from '../../components/form-inputs/date-input.tsx';
import { FormExploracaoSelect } from '../../components/form-inputs/exploracao-input.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextarea, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { FormUtilizadorSelect } from '../../components/form-inputs/utilizador-input.tsx';
import { FormReadOnly } from '../../platform/forms/form-read-only.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import type { ColheitaAmostrasFormValues } from './colheita-amostras-form-values.ts';

/** Characters typed before the responsible search starts (001 §5.3: responsible 2). */
export const RESPONSAVEL_MIN_CHARS = 2;

/**
 * The flock block of a bird species (001 §2.2 "when the species is Ave an extra block appears"): one of the
 * holding's flocks, by NIC; nothing for another species.
 */
function BandoDaExploracao({ label, editable }: { label: string; editable: boolean }) {
  const [especie, exploracao] = useWatch<ColheitaAmostrasFormValues, ['especies', 'exploracao']>({
    name: ['especies', 'exploracao'],
  });
  const marca = exploracao?.marca ?? null;
  const bandos = useQuery({
    ...bandosDaExploracaoQueryOptions(marca),
    enabled: editable && marca !== null,
  }).data;
  if (!especieDeAve(especie?.grupo)) return null;
  return (
    <FormRefSelect
      name="bando"
      label={label}
      options={(bandos ?? []).map((bando) => ({ ...bando, nome: `${bando.codigo} — ${bando.nome}` }))}
    />
  );
}

/** The lists the fields pick from. */
export interface ColheitaAmostrasFieldOptions {
  especies: readonly NamedRef[];
  tiposControlo: readonly NamedRef[];
}

/**
 * The domestic collection's fields (001 §2.2): holding (without its extra information for a laboratory, 001 §6),
 * responsible vet, species, control type, date, clinical exam, observations — the requester's (GUARDAR) — and the
 * laboratory's internal code (REGISTAR_ANALISES).
 */
export function ColheitaAmostrasFields({
  options,
  today,
  requester,
  analyses,
  laboratorio,
}: {
  options: ColheitaAmostrasFieldOptions;
  today: CalendarDate;
  /** The requester edits (GUARDAR). */
  requester: boolean;
  /** The laboratory registers the analyses (REGISTAR_ANALISES): the internal code is theirs. */
  analyses: boolean;
  /** The user acts as a laboratory (ROLE_LAB): the holding shows without its extra information (001 §6). */
  laboratorio: boolean;
}) {
  const { t } = useTranslation();
  const label = (field: string) => t(`colheitaAmostras.fields.${field}`);
  return (
    <Stack gap="sm">
      <FormReadOnly readOnly={!requester}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormExploracaoSelect name="exploracao" label={label('exploracao')} semInfo={laboratorio} />
          <FormUtilizadorSelect
            name="responsavelColheita"
            label={label('responsavelColheita')}
            minChars={RESPONSAVEL_MIN_CHARS}
            veterinario
          />
          <FormRefSelect name="especies" label={label('especies')} options={options.especies} />
          <BandoDaExploracao label={label('bando')} editable={requester} />
          <FormRefSelect name="tipoControlo" label={label('tipoControlo')} options={options.tiposControlo} />
          <FormDateField name="data" label={label('data')} max={today} />
          <FormExameDaColheita label={label('exameClinicoNecropsia')} />
        </SimpleGrid>
      </FormReadOnly>
      <FormReadOnly readOnly={!analyses}>
        <FormTextInput name="codigoInternoLaboratorio" label={label('codigoInternoLaboratorio')} />
      </FormReadOnly>
      <FormReadOnly readOnly={!requester}>
        <FormTextarea name="observacoes" label={label('observacoes')} />
      </FormReadOnly>
    </Stack>
  );
}
