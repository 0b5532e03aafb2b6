import { Button, Group, Text } from '@mantine/core';
import { IconBarcode, IconScan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../platform/api-client.ts';
import type { ColheitaRecord } from './colheita-rows.ts';
import { RececaoLeituraModal } from './rececao-leitura-modal.tsx';

/**
 * What the saved samples' labels serve (issue 16): their PDF for whoever sees the collection (a plain download
 * link, which the browser fetches with the session like any page), and, for the laboratory that may receive the
 * collection, the reception by reading them.
 */
export function AmostrasGuardadasActions({
  entity,
  prefixo,
  record,
  rececionar,
}: {
  entity: string;
  prefixo: string;
  record: ColheitaRecord;
  rececionar: boolean;
}) {
  const { t } = useTranslation();
  const [reading, setReading] = useState(false);
  return (
    <Group gap="sm" mb="sm">
      <Button
        component="a"
        href={apiUrl(`${entity}/${record.id}/etiquetas`)}
        download
        size="sm"
        variant="light"
        leftSection={<IconBarcode size={16} aria-hidden="true" />}
      >
        {t('colheitas.etiquetas.botao')}
      </Button>
      {rececionar && (
        <>
          <Button
            size="sm"
            variant="light"
            leftSection={<IconScan size={16} aria-hidden="true" />}
            onClick={() => setReading(true)}
          >
            {t('colheitas.rececao.botao')}
          </Button>
          <RececaoLeituraModal
            opened={reading}
            entity={entity}
            prefixo={prefixo}
            record={record}
            onClose={() => setReading(false)}
          />
        </>
      )}
      <Text size="sm" c="dimmed">
        {t('colheitas.etiquetas.ajuda')}
      </Text>
    </Group>
  );
}
