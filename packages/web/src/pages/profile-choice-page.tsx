import { Badge, Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { ROLE_LABELS, ROLES, type Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { useLoaderData, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { CardGrid } from '../components/card-grid.tsx';
import { HOME_PATH, safeReturnPath, SIGN_IN_PATH } from '../platform/public-routes.ts';
import { signOut } from '../platform/session-api.ts';
import { clearSession, setSessionRole, useSession } from '../platform/session-store.ts';
import classes from './profile-choice-page.module.css';

/**
 * Profile choice (route `autenticar/escolha-perfil`): one button per role the user holds. The choice is
 * remembered on this browser for the user, then the user goes on to inicio or the page that asked. "Entrar com
 * outro utilizador" ends the session and opens /autenticar: with one role, it is how the user switches (the user
 * menu always offers "Mudar de perfil", spec 000 §2.2).
 */
export function ProfileChoicePage() {
  const { t } = useTranslation();
  const user = useLoaderData<CurrentUser>();
  const { role: currentRole } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The domain's order (authority first), whatever order the server lists the user's roles in.
  const roles = ROLES.filter((role) => user.roles.includes(role));

  function choose(role: Role) {
    setSessionRole(role);
    void navigate(safeReturnPath(searchParams.get('next')) ?? HOME_PATH, { replace: true });
  }

  async function signInAsAnotherUser() {
    await signOut();
    clearSession();
    await navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Paper maw={720} mx="auto" p="xl" withBorder shadow="sm">
      <PageHeading title={t('profileChoice.title')} />
      <Text mb="lg">
        {t(roles.length === 1 ? 'profileChoice.introOne' : 'profileChoice.intro', { nome: user.nome })}
      </Text>
      <CardGrid cols={{ base: 1, sm: 2 }}>
        {roles.map((role) => {
          const current = role === currentRole;
          return (
            <li key={role}>
              <UnstyledButton
                className={classes.card}
                data-current={current || undefined}
                onClick={() => choose(role)}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <div>
                    <Text fw={700}>{ROLE_LABELS[role]}</Text>
                    {current && (
                      <Badge size="sm" variant="light" mt={4}>
                        {t('profileChoice.current')}
                      </Badge>
                    )}
                  </div>
                  <IconChevronRight aria-hidden="true" />
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </CardGrid>
      <Button variant="subtle" mt="xl" onClick={() => void signInAsAnotherUser()}>
        {t('profileChoice.otherUser')}
      </Button>
    </Paper>
  );
}
