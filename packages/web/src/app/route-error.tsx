import { Anchor, Button, Container, Group, Paper, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { HOME_PATH } from '../platform/public-routes.ts';
import { NoAccessPage } from '../pages/no-access-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RecordNotFoundPage } from '../pages/record-not-found-page.tsx';
import { isNoAccess, isRecordNotFound } from '../platform/route-guards.ts';

/**
 * What a route shows when its loader or screen fails: "Página não encontrada" (or "Sem acesso" with the switch, to a user with another profile that opens it) for a screen the role may not open,
 * "Registo não encontrado" for a record the user cannot see, not found for other 404s, otherwise a way out.
 * Inside the shell it renders in the shell's outlet, so header, menu and breadcrumbs stay.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && isNoAccess(error.data))
    return <NoAccessPage access={error.data.access} />;
  if (isRouteErrorResponse(error) && isRecordNotFound(error.data))
    return <RecordNotFoundPage listPath={error.data.listPath} listTitle={error.data.listTitle} />;
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
