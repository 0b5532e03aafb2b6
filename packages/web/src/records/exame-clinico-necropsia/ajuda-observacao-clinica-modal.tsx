import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The tables the help explains, in the order it explains them. */
const TABELAS = ['individual', 'grupo', 'declaracao'] as const;

/** Props of {@link AjudaObservacaoClinicaModal}. */
export interface AjudaObservacaoClinicaModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The close-only help of the clinical observations (001 §2.3 "A help dialog for clinical observation lists which
 * animals to select", §2.4; the text is ours): the individual table takes animals examined one by one and
 * identified, the group table a batch of the same category with the same signs, and the declaration the counts
 * of each category the observed animals belong to. Only Fechar.
 */
export function AjudaObservacaoClinicaModal({ opened, onClose }: AjudaObservacaoClinicaModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('exameSelvagem.ajuda.title')}>
      <Stack>
        <Text>{t('exameSelvagem.ajuda.intro')}</Text>
        <List spacing="sm">
          {TABELAS.map((tabela) => (
            <List.Item key={tabela}>
              <Text span fw={700}>
                {t(`exameSelvagem.ajuda.${tabela}.title`)}
              </Text>{' '}
              {t(`exameSelvagem.ajuda.${tabela}.text`)}
            </List.Item>
          ))}
        </List>
        <Text>{t('exameSelvagem.ajuda.umaVez')}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('widgets.dialog.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * A small button that opens {@link AjudaObservacaoClinicaModal} (named "Ajuda: que animais selecionar"); for a
 * clinical-signs table's header (`extraButtons`).
 */
export function AjudaObservacaoClinicaButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="subtle"
        leftSection={<IconHelpCircle size={16} aria-hidden="true" />}
        aria-label={t('exameSelvagem.ajuda.button')}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('exameSelvagem.ajuda.buttonText')}
      </Button>
      <AjudaObservacaoClinicaModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
