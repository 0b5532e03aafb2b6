import { Button, Group, Text } from '@mantine/core';
import { IconBarcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../platform/api-client.ts';

/**
 * The saved samples' labels (issue 16: a PDF of A4 label sheets, a Code 128 barcode per sample), for whoever sees
 * the collection: a plain download link, which the browser fetches with the session like any page.
 */
export function EtiquetasAmostrasLink({ entity, id }: { entity: string; id: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="sm">
      <Button
        component="a"
        href={apiUrl(`${entity}/${id}/etiquetas`)}
        download
        size="sm"
        variant="light"
        leftSection={<IconBarcode size={16} aria-hidden="true" />}
      >
        {t('colheitas.etiquetas.botao')}
      </Button>
      <Text size="sm" c="dimmed">
        {t('colheitas.etiquetas.ajuda')}
      </Text>
    </Group>
  );
}
