import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { HOME_PATH } from '../platform/public-routes.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';

/** What a route shows when its loader or screen fails: not found for 404s, otherwise a way out. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container py="xl">
        <NotFoundPage />
      </Container>
    );
  }
  return (
    <Container py="xl">
      <Paper maw={560} mx="auto" p="xl" withBorder role="alert">
        <PageHeading title={t('routeError.title')} />
        <Text mb="lg">{t('routeError.message')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          <Anchor component={Link} to={HOME_PATH}>
            {t('routeError.home')}
          </Anchor>
        </Group>
      </Paper>
    </Container>
  );
}
