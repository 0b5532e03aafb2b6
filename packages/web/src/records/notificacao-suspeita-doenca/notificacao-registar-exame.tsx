import { Button, Group } from '@mantine/core';
import { canRegister } from '@sigsa/domain/access/access-levels';
import { VETERINARIAN_ROLES } from '@sigsa/domain/access/roles';
import { IconStethoscope } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveSession } from '../../platform/session-store.ts';
import { exameDaNotificacaoPath } from '../record-links.ts';
import type { Notificacao } from './notificacao-api.ts';

/** The states whose notification an exam may link (001 §3.4; issue 14). */
const LIGAVEIS = ['SUBMETIDO', 'VALIDO'];

/**
 * "Registar exame" (issue 14, ours): a production notification an exam may link opens a new exam preset from it
 * (holding, link, dates, declarations and observations). For who registers exams and may set their reasons —
 * not a veterinarian (001 §6), since the link needs a reason that shows diseases.
 */
export function RegistarExameButton({ record }: { record: Notificacao }) {
  const { t } = useTranslation();
  const { user, role } = useActiveSession();
  const shows =
    LIGAVEIS.includes(record.estado) &&
    record.tipoAnimal.codigo === 'DOM_PRODUCAO' &&
    canRegister(user.permissoesAtuais.examesClinicosNecropsias) &&
    !(VETERINARIAN_ROLES as readonly string[]).includes(role);
  if (!shows) return null;
  return (
    <Group justify="flex-end">
      <Button
        component={Link}
        to={exameDaNotificacaoPath(record.id)}
        variant="light"
        leftSection={<IconStethoscope size={16} aria-hidden="true" />}
      >
        {t('notificacao.registarExame')}
      </Button>
    </Group>
  );
}
