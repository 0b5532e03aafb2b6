import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CofinancingLogos } from '../components/cofinancing-logos.tsx';
import { APP_VERSION } from '../platform/app-info.ts';

/** Footer of every page: version, year, co-financing marks and the terms link (spec 000 §2.2). */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="center" gap="md" wrap="wrap">
      <Stack gap={4}>
        <Group gap="md" wrap="wrap">
          <Text size="sm">{t('footer.copyright')}</Text>
          <Text size="sm" c="dimmed">
            {t('footer.version', { version: APP_VERSION })}
          </Text>
          <Anchor component={Link} to="/termos-condicoes" size="sm">
            {t('footer.terms')}
          </Anchor>
        </Group>
      </Stack>
      <CofinancingLogos />
    </Group>
  );
}
