import { Modal, Textarea } from '@mantine/core';
import type { CategoriaRelatorio } from '@sigsa/domain/list/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportForm, RequiredTextInput, useBusyAction } from './report-form.tsx';
import { createCategory, deleteCategory, updateCategory } from './reports-api.ts';
import { useOnOpen } from '../platform/use-on-open.ts';

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

/** "Editar categoria" (spec 000 §2.5): required name, description, Cancelar / Remover / Gravar. */
export function CategoryEditModal(props: CategoryEditModalProps) {
  const { opened, entity, category, pai, onClose, onSaved, onRemoved } = props;
  const { t } = useTranslation();
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const { busy, run } = useBusyAction();

  useOnOpen(
    opened,
    () => {
      setNome(category?.nome ?? '');
      setDescricao(category?.descricao ?? '');
    },
    category?.id,
  );

  const save = () =>
    run(async () => {
      const body = {
        pai: category ? category.pai : pai,
        nome: nome.trim(),
        descricao: descricao.trim() === '' ? null : descricao.trim(),
        entidade: entity,
      };
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
        valid={nome.trim() !== ''}
        busy={busy}
        onSubmit={() => void save()}
        onCancel={onClose}
        onRemove={category ? () => void remove() : undefined}
      >
        <RequiredTextInput label={t('list.reports.categoryName')} value={nome} onChange={setNome} autoFocus />
        <Textarea
          label={t('list.reports.categoryDescription')}
          value={descricao}
          onChange={(event) => setDescricao(event.currentTarget.value)}
          autosize
          minRows={2}
        />
      </ReportForm>
    </Modal>
  );
}
