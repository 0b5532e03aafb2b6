import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { HOME_PATH } from '../platform/public-routes.ts';
import type { RecordNotFoundData } from '../platform/route-guards.ts';

/**
 * A record that does not exist or that the user may not see: the same page for both, so a record's existence
 * is not told to whoever may not see it. Inside the shell, with the way back to its list.
 */
export function RecordNotFoundPage({ listPath, listTitle }: Omit<RecordNotFoundData, 'kind'>) {
  const { t } = useTranslation();
  return (
    <Paper maw={640} mx="auto" p="xl" withBorder>
      <PageHeading title={t('recordNotFound.title')} />
      <Text mb="lg">{t('recordNotFound.message')}</Text>
      <Group gap="lg">
        <Anchor component={Link} to={listPath}>
          {t('recordNotFound.list', { lista: t(listTitle) })}
        </Anchor>
        <Anchor component={Link} to={HOME_PATH}>
          {t('recordNotFound.home')}
        </Anchor>
      </Group>
    </Paper>
  );
}
