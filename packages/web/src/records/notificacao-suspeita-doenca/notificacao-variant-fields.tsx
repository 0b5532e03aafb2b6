import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IDENTIFICACOES_ANIMAL,
  NOTIFICACAO_FIELDS_BY_TIPO,
  type NotificacaoVariantField,
  type TipoAnimal,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.fields';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCodeSelect } from '../../components/form-inputs/choice-inputs.tsx';
import { FormEntitySelect } from '../../components/form-inputs/entity-input.tsx';
import { FormExploracaoSelect } from '../../components/form-inputs/exploracao-input.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { searchInfraestruturas, type InfraestruturaRef } from './notificacao-api.ts';
import type { NotificacaoFormValues } from './notificacao-form-values.ts';
import { LocalizacaoPresetNote, useLocalizacaoPreset } from './notificacao-localizacao.tsx';
import { especiesDoTipo, type NotificacaoLookups } from './notificacao-lookups.ts';

/** Characters typed before the infrastructure search starts (spec 002 §5, §9: 1). */
export const INFRAESTRUTURA_MIN_CHARS = 1;

/** The fields of the animal type's variant that are inputs (the tables come with their own section). */
type VariantInput = Exclude<
  NotificacaoVariantField,
  'declaracoesAnimais' | 'observacoesClinicasIndividuais' | 'observacoesClinicasGrupo' | 'observacoesAnimais'
>;

function infraestruturaLabel(infraestrutura: InfraestruturaRef): string {
  return [infraestrutura.nomeEstabelecimento, infraestrutura.numero].filter(Boolean).join(' – ');
}

function InfraestruturaOption({ infraestrutura }: { infraestrutura: InfraestruturaRef }) {
  const details = [
    infraestrutura.nomeOperador,
    infraestrutura.nifOperador && `NIF ${infraestrutura.nifOperador}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div>
      <Text fz="sm">{infraestruturaLabel(infraestrutura)}</Text>
      {details && (
        <Text fz="xs" c="dimmed">
          {details}
        </Text>
      )}
    </div>
  );
}

/**
 * The fields of one animal type (spec 002 §2), in the order of {@link NOTIFICACAO_FIELDS_BY_TIPO}: companion
 * (identification by transponder or name, owner, address, phone, e-mail, NIF, species), feral (finder, phone,
 * e-mail, address found, species), production (holding by brand), captive wild (infrastructure), free-living
 * (DSAVR, programme). The transponder code or the animal's name shows as the identification asks. Picking the
 * holding or the infrastructure presets the location from its point while the location may change
 * ({@link useLocalizacaoPreset}).
 */
export function NotificacaoVariantFields({
  tipo,
  lookups,
  localizacaoEditable,
}: {
  tipo: TipoAnimal;
  lookups: NotificacaoLookups;
  /** The location may change now (the form edits and the record is in INICIAL, spec 002 §2). */
  localizacaoEditable: boolean;
}) {
  const { t } = useTranslation();
  const preset = useLocalizacaoPreset(localizacaoEditable);
  const identificacao = useWatch<NotificacaoFormValues, 'identificacao'>({ name: 'identificacao' });
  const label = (field: VariantInput) => t(`notificacao.fields.${field}`);
  const text = (field: VariantInput) => <FormTextInput key={field} name={field} label={label(field)} />;
  const inputs: Record<VariantInput, () => ReactNode> = {
    identificacao: () => (
      <FormCodeSelect
        key="identificacao"
        name="identificacao"
        label={label('identificacao')}
        options={IDENTIFICACOES_ANIMAL.map((value) => ({
          value,
          label: t(`notificacao.identificacoes.${value}`),
        }))}
      />
    ),
    numeroIdentificacao: () => (identificacao === 'TRANSPONDER' ? text('numeroIdentificacao') : null),
    nomeAnimal: () => (identificacao === 'NOME' ? text('nomeAnimal') : null),
    nomeDetentor: () => text('nomeDetentor'),
    moradaDetentor: () => text('moradaDetentor'),
    telefone: () => text('telefone'),
    email: () => text('email'),
    nif: () => text('nif'),
    nomeEncontradoPor: () => text('nomeEncontradoPor'),
    moradaEncontradoPor: () => text('moradaEncontradoPor'),
    especie: () => (
      <FormRefSelect
        key="especie"
        name="especie"
        label={label('especie')}
        options={especiesDoTipo(lookups.especies, tipo)}
      />
    ),
    exploracao: () => (
      <FormExploracaoSelect
        key="exploracao"
        name="exploracao"
        label={label('exploracao')}
        onPicked={(exploracao) => preset.picked('exploracao', exploracao)}
      />
    ),
    infraestrutura: () => (
      <FormEntitySelect<InfraestruturaRef>
        key="infraestrutura"
        name="infraestrutura"
        label={label('infraestrutura')}
        search={searchInfraestruturas}
        getKey={(i) => i.id}
        getLabel={infraestruturaLabel}
        renderOption={(i) => <InfraestruturaOption infraestrutura={i} />}
        minChars={INFRAESTRUTURA_MIN_CHARS}
        onPicked={(infraestrutura) => preset.picked('infraestrutura', infraestrutura)}
      />
    ),
    dsavr: () => <FormRefSelect key="dsavr" name="dsavr" label={label('dsavr')} options={lookups.dsavrs} />,
    programa: () => (
      <FormRefSelect
        key="programa"
        name="programa"
        label={label('programa')}
        options={lookups.tipos('PROGRAMA')}
      />
    ),
  };
  const fields = NOTIFICACAO_FIELDS_BY_TIPO[tipo].filter((field): field is VariantInput => field in inputs);
  const placed = fields.includes('exploracao') || fields.includes('infraestrutura');
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((field) => inputs[field]())}
      </SimpleGrid>
      {placed && localizacaoEditable && <LocalizacaoPresetNote from={preset.from} />}
    </Stack>
  );
}
