import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import type { CategoriaRelatorio } from '@sigsa/domain/list/reports';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** "Editar categoria" (spec 000 §2.5): required name, description, Cancelar / Remover / Gravar. */
export function CategoryEditModal(props: CategoryEditModalProps) {
  const { opened, entity, category, pai, onClose, onSaved, onRemoved } = props;
  const { t } = useTranslation();
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (opened) {
      setNome(category?.nome ?? '');
      setDescricao(category?.descricao ?? '');
      setTouched(false);
    }
  }, [opened, category]);

  const valid = nome.trim() !== '';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client has shown the error toast.
    } finally {
      setBusy(false);
    }
  };

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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('list.reports.categoryName')}
            required
            value={nome}
            onChange={(event) => setNome(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid ? t('validation.required') : null}
            data-autofocus
          />
          <Textarea
            label={t('list.reports.categoryDescription')}
            value={descricao}
            onChange={(event) => setDescricao(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('list.actions.cancel')}
            </Button>
            {category && (
              <Button color="red" variant="light" onClick={() => void remove()} loading={busy}>
                {t('list.actions.remove')}
              </Button>
            )}
            <Button type="submit" disabled={!valid} loading={busy}>
              {t('list.actions.record')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
