import { Button, Group } from '@mantine/core';
import { canRegister } from '@sigsa/domain/access/access-levels';
import { IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '../../platform/session-store.ts';
import { colheitaDoExamePath } from '../record-links.ts';
import type { Exame } from './exame-api.ts';

/**
 * "Registar colheita" (issue 16): a saved domestic exam opens a new domestic collection preset from it (holding,
 * vet, the exam as reference, its date), for who registers collections.
 */
export function RegistarColheitaButton({ record }: { record: Exame }) {
  const { t } = useTranslation();
  const { user } = useActiveSession();
  if (record.tipoAnimal !== 'DOMESTICO' || !canRegister(user.permissoesAtuais.colheitaAmostras)) return null;
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={colheitaDoExamePath(record.id)}
        variant="light"
        leftSection={<IconTestPipe size={16} aria-hidden="true" />}
      >
        {t('exame.registarColheita')}
      </Button>
    </Group>
  );
}
