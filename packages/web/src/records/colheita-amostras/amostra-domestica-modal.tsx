import { SimpleGrid } from '@mantine/core';
import { amostraDomesticaSchema } from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { useTranslation } from 'react-i18next';
import { saveUnlessDuplicated } from '../../components/colheitas/amostra-duplicada.ts';
import {
  useMatrizesDaAmostra,
  useSubCategoriasDaAmostra,
} from '../../components/colheitas/colheita-lookups.ts';
import type { EnsaioRef } from '../../components/colheitas/colheita-rows.ts';
import { EnsaiosDaAmostra } from '../../components/colheitas/ensaios-da-amostra.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextInput } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { RowModalProps } from '../../components/row-tables.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import { amostraDraft, type AmostraRow } from './colheita-amostras-form-values.ts';

const FIELDS = [
  'identificacaoAnimal',
  'quantidadeAnimais',
  'quantidade',
  'matriz',
  'ensaios',
  'subCategoriaAnimal',
] as const;
const schemaOf = () => amostraDomesticaSchema;

/** Props of {@link AmostraDomesticaModal}. */
export interface AmostraDomesticaModalProps extends RowModalProps<AmostraRow> {
  /** Every sample of the collection: an individual sample is not duplicated (001 §5.2). */
  rows: readonly AmostraRow[];
  /** The collection's assays (its lab-assay lines). */
  ensaios: readonly EnsaioRef[];
  /** The collection's species: the sub-categories offered are its own. */
  especie: NamedRef | null;
}

/**
 * The domestic sample modal (001 §2.2, §5.2): the animal's identification (individual) or the number of animals
 * (group), quantity, matrix (those the collection's assays take), assays (the collection's that take the
 * matrix) and animal sub-category (of the collection's species). The same identification, matrix and first
 * assay as another individual sample is refused: 'Amostra duplicada!'.
 */
export function AmostraDomesticaModal(props: AmostraDomesticaModalProps) {
  const { opened, row, mode, rows, ensaios, especie, onSave, onClose } = props;
  const { t } = useTranslation();
  const matrizes = useMatrizesDaAmostra(ensaios, opened && mode !== 'view');
  const subCategorias = useSubCategoriasDaAmostra(ensaios, especie, opened && mode !== 'view');
  const individual = row.tipoAmostra === 'INDIVIDUAL';
  const label = (field: string) => t(`colheitas.fields.${field}`);
  const save = (values: AmostraRow) =>
    saveUnlessDuplicated(values, rows, amostraDraft, onSave, t('colheitas.erro'));
  return (
    <RowModal
      opened={opened}
      title={t(`colheitaAmostras.amostraModal.${mode}.${individual ? 'individual' : 'grupo'}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={amostraDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={mode === 'view'}
        onSave={save}
        onClose={onClose}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {individual ? (
            <FormTextInput name="identificacaoAnimal" label={label('identificacaoAnimal')} autoFocus />
          ) : (
            <FormNumberInput
              name="quantidadeAnimais"
              label={label('quantidadeAnimais')}
              min={1}
              allowDecimal={false}
            />
          )}
          <FormNumberInput name="quantidade" label={label('quantidade')} min={1} allowDecimal={false} />
          <FormRefSelect name="matriz" label={label('matriz')} options={matrizes} />
          <FormRefSelect
            name="subCategoriaAnimal"
            label={label('subCategoriaAnimal')}
            options={subCategorias}
          />
        </SimpleGrid>
        <EnsaiosDaAmostra ensaios={ensaios} />
      </RowForm>
    </RowModal>
  );
}
