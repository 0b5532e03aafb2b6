import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { HOME_PATH } from '../platform/public-routes.ts';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Paper maw={560} mx="auto" p="xl" withBorder>
      <PageHeading title={t('notFound.title')} />
      <Text mb="lg">{t('notFound.message')}</Text>
      <Anchor component={Link} to={HOME_PATH}>
        {t('notFound.home')}
      </Anchor>
    </Paper>
  );
}
