import { Alert, SimpleGrid } from '@mantine/core';
import { categoriasDisponiveis, categoriasWarning } from '@sigsa/domain/records/declaracao.rules';
import { declaracaoAnimaisSchema } from '@sigsa/domain/records/animal-rows';
import { useTranslation } from 'react-i18next';
import { FormDocumentInput } from '../form-inputs/document-inputs.tsx';
import { FormRefSelect } from '../form-inputs/select-inputs.tsx';
import { FormNumberInput, FormTextarea } from '../form-inputs/text-inputs.tsx';
import { RowForm, RowModal } from '../row-modal.tsx';
import { declaracaoDraft, type DeclaracaoRow, type SubCategoriaRef } from './animal-rows.ts';

/** The fields of the declaration modal, in screen order. */
const FIELDS = [
  'subCategoriaAnimal',
  'animaisPresentes',
  'animaisMorreram',
  'nadosMortos',
  'animaisNecropsiados',
  'animaisCadaveres',
  'observacoes',
] as const;

const COUNTS = FIELDS.slice(1, 6);
const schemaOf = () => declaracaoAnimaisSchema;

/** Props of {@link DeclaracaoAnimaisModal}. */
export interface DeclaracaoAnimaisModalProps {
  opened: boolean;
  /** The row shown; a fresh one adds. */
  row: DeclaracaoRow;
  /** Whether it adds (a new row), edits or only shows it. */
  mode: 'add' | 'edit' | 'view';
  /** Every declaration of the record: a category is used once (spec 002 §5). */
  rows: readonly DeclaracaoRow[];
  subCategorias: readonly SubCategoriaRef[];
  onSave: (row: DeclaracaoRow) => void;
  onClose: () => void;
}

/**
 * The animal declaration modal (spec 002 §2, §5; 001 §3.4, §5.4): category (each once: the others' are not
 * offered, and none left warns 'Todas as categorias de animais já foram adicionadas.'), animals present, dead,
 * stillborn, necropsied and carcasses (not above the dead), notes; the domain's row schema checks it.
 */
export function DeclaracaoAnimaisModal(props: DeclaracaoAnimaisModalProps) {
  const { opened, row, mode, rows, subCategorias, onSave, onClose } = props;
  const { t } = useTranslation();
  const label = (field: string) => t(`animalModals.fields.${field}`);
  const editing = rows.findIndex((r) => r.key === row.key);
  const disponiveis = categoriasDisponiveis(
    subCategorias,
    rows.map((r) => ({ subCategoriaAnimal: r.subCategoriaAnimal?.id ?? null })),
    editing < 0 ? null : editing,
  );
  const warning = mode === 'view' ? null : categoriasWarning(disponiveis.length);
  return (
    <RowModal
      opened={opened}
      title={t(`animalModals.declaracao.${mode}`)}
      subject={row.key}
      onClose={onClose}
    >
      <RowForm
        schemaOf={schemaOf}
        toDraft={declaracaoDraft}
        defaultValues={row}
        fields={FIELDS}
        readOnly={mode === 'view'}
        blocked={warning !== null}
        onSave={onSave}
        onClose={onClose}
      >
        {warning && (
          <Alert color="orange" role="alert">
            {warning}
          </Alert>
        )}
        <FormRefSelect
          name="subCategoriaAnimal"
          label={label('subCategoriaAnimal')}
          options={disponiveis}
          autoFocus
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {COUNTS.map((field) => (
            <FormNumberInput key={field} name={field} label={label(field)} min={0} allowDecimal={false} />
          ))}
        </SimpleGrid>
        <FormTextarea name="observacoes" label={label('observacoes')} />
        <FormDocumentInput name="documentosAnexos" label={label('documentosAnexos')} />
      </RowForm>
    </RowModal>
  );
}
