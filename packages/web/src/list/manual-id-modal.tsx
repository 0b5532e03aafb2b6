import { manualIdField } from '@sigsa/domain/list/manual-id';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InteractionDialog } from '../components/interaction-dialog.tsx';

/**
 * The manual identifier prompt (spec 000 §2.5): an interaction dialog with the identifier the domain requires,
 * Fechar and Guardar (disabled while invalid). Gives the identifier trimmed; each opening starts afresh.
 */
export function ManualIdModal({
  opened,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (id: string) => void;
}) {
  const { t } = useTranslation();
  const fields = useMemo(() => [manualIdField(t('list.manualId.label'))], [t]);
  return (
    <InteractionDialog
      opened={opened}
      title={t('list.manualId.title')}
      fields={fields}
      confirmLabel={t('list.actions.save')}
      closeLabel={t('list.actions.close')}
      onClose={onClose}
      onConfirm={(values) => onConfirm(String(values.id))}
    />
  );
}
