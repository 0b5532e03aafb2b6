import { SimpleGrid } from '@mantine/core';
import { AMOSTRA_DUPLICADA_MESSAGE, amostrasDuplicadas } from '@sigsa/domain/records/amostras';
import {
  amostrasMultiplasSchema,
  type AmostrasMultiplasInput,
} from '@sigsa/domain/records/colheita-amostras/colheita-amostras.schema';
import { useTranslation } from 'react-i18next';
import {
  useMatrizesDaAmostra,
  useSubCategoriasDaAmostra,
} from '../../components/colheitas/colheita-lookups.ts';
import type { EnsaioRef } from '../../components/colheitas/colheita-rows.ts';
import { EnsaiosDaAmostra } from '../../components/colheitas/ensaios-da-amostra.tsx';
import { FormRefSelect } from '../../components/form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextarea, numberOrNull } from '../../components/form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../../components/row-modal.tsx';
import type { NamedRef } from '../../platform/record-api.ts';
import { showErrorToast } from '../../platform/toasts.ts';
import { amostraDraft, emptyAmostra, type AmostraRow } from './colheita-amostras-form-values.ts';

/** What the modal holds: the animals as typed, and what their samples share. */
interface Values {
  identificacoes: string;
  quantidade: number | string;
  matriz: NamedRef | null;
  ensaios: NamedRef[];
  subCategoriaAnimal: NamedRef | null;
}

const FIELDS = ['identificacoes', 'quantidade', 'matriz', 'ensaios', 'subCategoriaAnimal'] as const;
const schemaOf = () => amostrasMultiplasSchema;
const toDraft = (values: Values) => ({
  identificacoes: values.identificacoes,
  quantidade: numberOrNull(values.quantidade),
  matriz: values.matriz?.id ?? null,
  ensaios: values.ensaios.map((ensaio) => ensaio.id),
  subCategoriaAnimal: values.subCategoriaAnimal?.id ?? null,
});
const EMPTY: Values = {
  identificacoes: '',
  quantidade: '',
  matriz: null,
  ensaios: [],
  subCategoriaAnimal: null,
};

/** Props of {@link AmostrasMultiplasModal}. */
export interface AmostrasMultiplasModalProps {
  opened: boolean;
  /** Every sample of the collection: none of the new ones may duplicate one (001 §5.2). */
  rows: readonly AmostraRow[];
  ensaios: readonly EnsaioRef[];
  especie: NamedRef | null;
  /** The new individual samples, one per animal, in the order typed. */
  onAdd: (rows: AmostraRow[]) => void;
  onClose: () => void;
}

/**
 * "Add multiple" individual samples (001 §2.2): the animals' identifications, one per line, and the matrix,
 * sub-category, assays and quantity they share; one sample per animal. A new sample duplicating another (same
 * animal, matrix and first assay) refuses the whole batch with 'Amostra duplicada!', naming the animals.
 */
export function AmostrasMultiplasModal({
  opened,
  rows,
  ensaios,
  especie,
  onAdd,
  onClose,
}: AmostrasMultiplasModalProps) {
  const { t } = useTranslation();
  const matrizes = useMatrizesDaAmostra(ensaios, opened);
  const subCategorias = useSubCategoriasDaAmostra(ensaios, especie, opened);
  const label = (field: string) => t(`colheitas.fields.${field}`);
  const save = (values: Values, payload: AmostrasMultiplasInput) => {
    const novas = payload.identificacoes.map((identificacaoAnimal) => ({
      ...emptyAmostra('INDIVIDUAL'),
      identificacaoAnimal,
      quantidade: values.quantidade,
      matriz: values.matriz,
      ensaios: values.ensaios,
      subCategoriaAnimal: values.subCategoriaAnimal,
    }));
    const todas = [...rows, ...novas].map(amostraDraft);
    const repetidas = amostrasDuplicadas(todas)
      .filter((index) => index >= rows.length)
      .map((index) => todas[index]?.identificacaoAnimal);
    if (repetidas.length > 0) {
      showErrorToast(t('colheitas.erro'), `${AMOSTRA_DUPLICADA_MESSAGE} ${repetidas.join(', ')}`);
      return;
    }
    onAdd(novas);
  };
  return (
    <RowModal
      opened={opened}
      title={t('colheitaAmostras.multiplas.title')}
      subject={opened}
      onClose={onClose}
    >
      <RowForm<Values, AmostrasMultiplasInput>
        schemaOf={schemaOf}
        toDraft={toDraft}
        defaultValues={EMPTY}
        fields={FIELDS}
        readOnly={false}
        onSave={save}
        onClose={onClose}
      >
        <FormTextarea
          name="identificacoes"
          label={t('colheitaAmostras.multiplas.identificacoes')}
          description={t('colheitaAmostras.multiplas.ajuda')}
          autoFocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <FormRefSelect name="matriz" label={label('matriz')} options={matrizes} />
          <FormRefSelect
            name="subCategoriaAnimal"
            label={label('subCategoriaAnimal')}
            options={subCategorias}
          />
          <FormNumberInput name="quantidade" label={label('quantidade')} min={1} allowDecimal={false} />
        </SimpleGrid>
        <EnsaiosDaAmostra ensaios={ensaios} />
      </RowForm>
    </RowModal>
  );
}
