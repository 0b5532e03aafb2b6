import { Modal } from '@mantine/core';
import {
  categoriaRelatorioInputSchema,
  type CategoriaRelatorio,
  type CategoriaRelatorioInput,
} from '@sigsa/domain/list/reports';
import { useTranslation } from 'react-i18next';
import { FormTextarea, FormTextInput } from '../components/form-inputs/text-inputs.tsx';
import { useSchemaForm } from '../platform/forms/use-schema-form.ts';
import { useOnOpen } from '../platform/use-on-open.ts';
import { ReportForm, useBusyAction } from './report-form.tsx';
import { createCategory, deleteCategory, updateCategory } from './reports-api.ts';

/** Props of {@link CategoryEditModal}. */
export interface CategoryEditModalProps {
  opened: boolean;
  entity: string;
  /** The category to edit; null creates one under `pai`. */
  category: CategoriaRelatorio | null;
  pai: number | null;
  onClose: () => void;
  onSaved: (category: CategoriaRelatorio) => void;
  onRemoved: (id: number) => void;
}

interface CategoryValues {
  nome: string;
  descricao: string;
}

const FIELDS = ['nome', 'descricao'] as const;
const schemaOf = () => categoriaRelatorioInputSchema;

const valuesOf = (category: CategoriaRelatorio | null): CategoryValues => ({
  nome: category?.nome ?? '',
  descricao: category?.descricao ?? '',
});

/** "Editar categoria" (spec 000 §2.5): the category schema's name and description, Cancelar / Remover / Gravar. */
export function CategoryEditModal(props: CategoryEditModalProps) {
  const { opened, entity, category, pai, onClose, onSaved, onRemoved } = props;
  const { t } = useTranslation();
  const { busy, run } = useBusyAction();
  // The body of the PUT or POST: an existing category keeps its parent and sends the version it was read at
  // (a change made meanwhile answers 409); a blank description is null.
  const toDraft = (values: CategoryValues) => ({
    pai: category ? category.pai : pai,
    nome: values.nome,
    descricao: values.descricao.trim() === '' ? null : values.descricao,
    entidade: entity,
    ...(category?.version !== undefined ? { version: category.version } : {}),
  });
  const schemaForm = useSchemaForm<CategoryValues, CategoriaRelatorioInput>({
    schemaOf,
    toDraft,
    defaultValues: valuesOf(category),
    fields: FIELDS,
  });

  useOnOpen(opened, () => schemaForm.form.reset(valuesOf(category)), category?.id);

  const save = (body: CategoriaRelatorioInput) =>
    run(async () => {
      onSaved(category ? await updateCategory(category.id, body) : await createCategory(body));
    });

  const remove = () =>
    run(async () => {
      if (!category) return;
      await deleteCategory(category.id);
      onRemoved(category.id);
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? t('list.reports.editCategory') : t('list.reports.newCategory')}
    >
      <ReportForm
        schemaForm={schemaForm}
        busy={busy}
        onSubmit={(body) => void save(body)}
        onCancel={onClose}
        onRemove={category ? () => void remove() : undefined}
      >
        <FormTextInput name="nome" label={t('list.reports.categoryName')} autoFocus />
        <FormTextarea name="descricao" label={t('list.reports.categoryDescription')} />
      </ReportForm>
    </Modal>
  );
}
