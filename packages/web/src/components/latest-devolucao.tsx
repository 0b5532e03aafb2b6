import { Alert, SimpleGrid } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PropertyPresenter } from './property-presenter.tsx';
import type { Devolucao } from '../platform/record-api.ts';

/**
 * The latest return of a record (spec 002 §4): its date, the reason's name and description, and the
 * reviewer's observations. The caller decides when it shows (each type names its states).
 */
export function LatestDevolucao({ devolucao }: { devolucao: Devolucao }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('records.devolucao.title')}
      icon={<IconArrowBackUp aria-hidden="true" />}
      data-testid="devolucao"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <PropertyPresenter
          label={t('records.devolucao.data')}
          type="DATETIME"
          value={devolucao.dataDevolucao}
        />
        <PropertyPresenter label={t('records.devolucao.motivo')} value={devolucao.motivo?.nome ?? null} />
        <PropertyPresenter
          label={t('records.devolucao.descricaoMotivo')}
          value={devolucao.motivo?.descricao ?? null}
        />
        <PropertyPresenter label={t('records.devolucao.observacoes')} value={devolucao.descricao} />
      </SimpleGrid>
    </Alert>
  );
}
