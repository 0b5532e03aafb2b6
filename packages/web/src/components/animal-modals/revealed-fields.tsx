import { SimpleGrid } from '@mantine/core';
import { DESTINOS_SUBPRODUTOS, type DestinoSubprodutos } from '@sigsa/domain/records/animal-fields';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { FormCodeSelect } from '../form-inputs/choice-inputs.tsx';
import { FormMapPicker } from '../form-inputs/map-input.tsx';
import { FormRefMultiSelect } from '../form-inputs/select-inputs.tsx';
import { FormTextInput } from '../form-inputs/text-inputs.tsx';

// The animal modals' fields that an answer reveals (002 §5, 001 §5.4), shared by the animal observation and the
// wild exam's rows: the changes of altered animals, and the carcass destination with its extra.

/** Height of the burial map inside a modal. */
const MODAL_MAP_HEIGHT = 320;

/** The changes and other changes, shown only while "Animais com alterações" is Sim. */
export function AlteracoesFields({ alteracoes }: { alteracoes: readonly NamedRef[] }) {
  const { t } = useTranslation();
  const comAlteracoes = useWatch<{ animaisComAlteracoes: boolean | null }, 'animaisComAlteracoes'>({
    name: 'animaisComAlteracoes',
  });
  if (comAlteracoes !== true) return null;
  const label = (field: string) => t(`animalModals.fields.${field}`);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <FormRefMultiSelect name="alteracoes" label={label('alteracoes')} options={alteracoes} />
      <FormTextInput name="outrasAlteracoes" label={label('outrasAlteracoes')} />
    </SimpleGrid>
  );
}

/** The by-products' destination (`destinoSubprodutos`). */
export function DestinoSubprodutosSelect() {
  const { t } = useTranslation();
  return (
    <FormCodeSelect
      name="destinoSubprodutos"
      label={t('animalModals.fields.destinoSubprodutos')}
      options={DESTINOS_SUBPRODUTOS.map((value) => ({ value, label: t(`animalModals.destinos.${value}`) }))}
    />
  );
}

/**
 * The destination's extra: burial, a point on the map; processing unit, NCV; scavenger birds, register number;
 * taxidermy, SIPACE number; other, free text.
 */
export function DestinoDetalheFields() {
  const { t } = useTranslation();
  const destino = useWatch<{ destinoSubprodutos: DestinoSubprodutos | null }, 'destinoSubprodutos'>({
    name: 'destinoSubprodutos',
  });
  if (destino === null || destino === undefined) return null;
  if (destino === 'ENTERRAMENTO')
    return (
      <FormMapPicker
        name="localizacaoEnterramento"
        label={t('animalModals.fields.localizacaoEnterramento')}
        height={MODAL_MAP_HEIGHT}
      />
    );
  return (
    <FormTextInput name="detalheDestinoSubprodutos" label={t(`animalModals.detalheDestino.${destino}`)} />
  );
}
