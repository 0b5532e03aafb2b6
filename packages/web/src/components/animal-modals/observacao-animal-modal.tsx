import { SimpleGrid } from '@mantine/core';
import { TIPOS_OBSERVACAO } from '@sigsa/domain/records/animal-fields';
import { observacaoAnimalSchema } from '@sigsa/domain/records/animal-rows';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../platform/record-api.ts';
import { FormCodeSelect, FormYesNo } from '../form-inputs/choice-inputs.tsx';
import { FormDocumentInput } from '../form-inputs/document-inputs.tsx';
import { FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextInput } from '../form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import { observacaoAnimalDraft, type ObservacaoAnimalRow } from './animal-rows.ts';
import { AlteracoesFields, DestinoDetalheFields, DestinoSubprodutosSelect } from './revealed-fields.tsx';

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

/** A group's count, revealed by the observation type (spec 002 §5). */
function NumeroAnimaisField() {
  const { t } = useTranslation();
  const tipo = useWatch<ObservacaoAnimalRow, 'tipoObservacao'>({ name: 'tipoObservacao' });
  if (tipo !== 'GRUPO') return null;
  return (
    <FormNumberInput
      name="numeroAnimais"
      label={t('animalModals.fields.numeroAnimais')}
      min={1}
      allowDecimal={false}
    />
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
          <DestinoSubprodutosSelect />
        </SimpleGrid>
        <NumeroAnimaisField />
        <AlteracoesFields alteracoes={options.alteracoes} />
        <DestinoDetalheFields />
        <FormDocumentInput name="documentosAnexos" label={label('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
