import { Button, Group } from '@mantine/core';
import { canRegister } from '@sigsa/domain/access/access-levels';
import { IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '../../platform/session-store.ts';
import { colheitaDoExamePath } from '../record-links.ts';
import type { Exame } from './exame-api.ts';

/**
 * "Registar colheita" (issue 16): a saved exam opens a new collection of its kind preset from it — a domestic one
 * (holding, vet, the exam as reference, its date) or a wild one (situation, programme, date, DSAVR, responsible,
 * location, hunting fields, species) — for who registers collections of that kind.
 */
export function RegistarColheitaButton({ record }: { record: Exame }) {
  const { t } = useTranslation();
  const { user } = useActiveSession();
  const area = record.tipoAnimal === 'SELVAGEM' ? 'colheitaAmostrasSelvagens' : 'colheitaAmostras';
  if (!canRegister(user.permissoesAtuais[area])) return null;
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={colheitaDoExamePath(record.id, record.tipoAnimal)}
        variant="light"
        leftSection={<IconTestPipe size={16} aria-hidden="true" />}
      >
        {t('exame.registarColheita')}
      </Button>
    </Group>
  );
}
