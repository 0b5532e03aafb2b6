import { SimpleGrid } from '@mantine/core';
import { DESTINOS_SUBPRODUTOS, TIPOS_OBSERVACAO } from '@sigsa/domain/records/animal-fields';
import { observacaoAnimalSchema } from '@sigsa/domain/records/animal-rows';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { FormCodeSelect, FormYesNo } from '../form-inputs/choice-inputs.tsx';
import { FormMapPicker } from '../form-inputs/map-input.tsx';
import { FormDocumentInput } from '../form-inputs/document-inputs.tsx';
import { FormRefMultiSelect, FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextInput } from '../form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import { observacaoAnimalDraft, type ObservacaoAnimalRow } from './animal-rows.ts';

const FIELDS = [
  'especie',
  'sexo',
  'classeEtaria',
  'tipoObservacao',
  'numeroSelo',
  'numeroAnimais',
  'apresentadoExameInicial',
  'animaisComAlteracoes',
  'alteracoes',
  'outrasAlteracoes',
  'destinoSubprodutos',
  'detalheDestinoSubprodutos',
  'localizacaoEnterramento',
];
const schemaOf = () => observacaoAnimalSchema;
/** Height of the burial map inside the modal. */
const MODAL_MAP_HEIGHT = 320;

/** The lists the animal observation picks from. */
export interface ObservacaoAnimalOptions {
  especies: readonly NamedRef[];
  sexos: readonly NamedRef[];
  classesEtarias: readonly NamedRef[];
  alteracoes: readonly NamedRef[];
}

/** Props of {@link ObservacaoAnimalModal}. */
export interface ObservacaoAnimalModalProps {
  opened: boolean;
  row: ObservacaoAnimalRow;
  mode: 'add' | 'edit' | 'view';
  options: ObservacaoAnimalOptions;
  onSave: (row: ObservacaoAnimalRow) => void;
  onClose: () => void;
}

/** What the answers reveal (spec 002 §5): a group's count, the changes, the destination's extra. */
function RevealedFields({ alteracoes }: { alteracoes: readonly NamedRef[] }) {
  const { t } = useTranslation();
  const label = (field: string) => t(`animalModals.fields.${field}`);
  const [tipo, comAlteracoes, destino] = useWatch<
    ObservacaoAnimalRow,
    ['tipoObservacao', 'animaisComAlteracoes', 'destinoSubprodutos']
  >({ name: ['tipoObservacao', 'animaisComAlteracoes', 'destinoSubprodutos'] });
  return (
    <>
      {tipo === 'GRUPO' && (
        <FormNumberInput name="numeroAnimais" label={label('numeroAnimais')} min={1} allowDecimal={false} />
      )}
      {comAlteracoes === true && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefMultiSelect name="alteracoes" label={label('alteracoes')} options={alteracoes} />
          <FormTextInput name="outrasAlteracoes" label={label('outrasAlteracoes')} />
        </SimpleGrid>
      )}
      {destino === 'ENTERRAMENTO' && (
        <FormMapPicker
          name="localizacaoEnterramento"
          label={label('localizacaoEnterramento')}
          height={MODAL_MAP_HEIGHT}
        />
      )}
      {destino !== null && destino !== 'ENTERRAMENTO' && (
        <FormTextInput name="detalheDestinoSubprodutos" label={t(`animalModals.detalheDestino.${destino}`)} />
      )}
    </>
  );
}

/**
 * The animal observation modal (spec 002 §2, §5; 001 §5.4): species, sex, age class, observation type (a group
 * gives its number of animals), seal number, presented at the first exam, altered animals (then the changes),
 * and the carcass destination with its extra (processing unit: NCV; burial: a point; scavenger birds: register
 * number; taxidermy: SIPACE number; other: free text). Guardar stays disabled while the row schema refuses it.
 */
export function ObservacaoAnimalModal({
  opened,
  row,
  mode,
  options,
  onSave,
  onClose,
}: ObservacaoAnimalModalProps) {
  const { t } = useTranslation();
  const label = (field: string) => t(`animalModals.fields.${field}`);
  return (
    <RowModal
      opened={opened}
      title={t(`animalModals.observacaoAnimal.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={observacaoAnimalDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={mode === 'view'}
        onSave={onSave}
        onClose={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefSelect name="especie" label={label('especie')} options={options.especies} autoFocus />
          <FormRefSelect name="sexo" label={label('sexo')} options={options.sexos} />
          <FormRefSelect name="classeEtaria" label={label('classeEtaria')} options={options.classesEtarias} />
          <FormCodeSelect
            name="tipoObservacao"
            label={label('tipoObservacao')}
            options={TIPOS_OBSERVACAO.map((value) => ({
              value,
              label: t(`animalModals.tiposObservacao.${value}`),
            }))}
          />
          <FormTextInput name="numeroSelo" label={label('numeroSelo')} />
          <FormYesNo name="apresentadoExameInicial" label={label('apresentadoExameInicial')} />
          <FormYesNo name="animaisComAlteracoes" label={label('animaisComAlteracoes')} />
          <FormCodeSelect
            name="destinoSubprodutos"
            label={label('destinoSubprodutos')}
            options={DESTINOS_SUBPRODUTOS.map((value) => ({
              value,
              label: t(`animalModals.destinos.${value}`),
            }))}
          />
        </SimpleGrid>
        <RevealedFields alteracoes={options.alteracoes} />
        <FormDocumentInput name="documentosAnexos" label={label('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
