import { Anchor, List, Paper, Text } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';

/** The four statements of the terms page (spec 002 §1), as i18n keys, in reading order. */
const STATEMENTS = ['terms.management', 'terms.changes', 'terms.law', 'terms.jurisdiction'] as const;

/** Terms and conditions (public route `termos-condicoes`). */
export function TermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' means the visitor opened this page directly: there is no in-app page to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <Paper maw={760} mx="auto" p="xl" withBorder shadow="sm">
      <PageHeading title={t('terms.title')} />
      <List type="ordered" spacing="md">
        {STATEMENTS.map((key) => (
          <List.Item key={key}>
            <Text>{t(key)}</Text>
          </List.Item>
        ))}
      </List>
      {canGoBack ? (
        <Anchor
          component="button"
          type="button"
          mt="xl"
          display="inline-block"
          onClick={() => void navigate(-1)}
        >
          {t('terms.back')}
        </Anchor>
      ) : (
        <Anchor component={Link} to="/" mt="xl" display="inline-block">
          {t('notFound.home')}
        </Anchor>
      )}
    </Paper>
  );
}
