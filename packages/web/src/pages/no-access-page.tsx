import { Anchor, Group, List, Loader, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AREA_LABELS } from '@sigsa/domain/access/areas';
import { ROLE_LABELS } from '@sigsa/domain/access/roles';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../components/page-heading.tsx';
import { HOME_PATH, PROFILE_CHOICE_PATH, withReturnPath } from '../platform/public-routes.ts';
import { rolesQueryOptions } from '../platform/roles-api.ts';
import { canOpenScreen, type ScreenAccess } from '../platform/screen-access.ts';
import { useActiveSession } from '../platform/session-store.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * A screen the current role may not open, reached by a typed address or an old link (the menu never offers it).
 * To a user none of whose profiles opens it, it looks like any unknown address: "Página não encontrada" (issue 13,
 * shell gap 2: what a role lacks is not advertised). A user holding another profile that opens it is told so,
 * with the way to switch ("Sem acesso").
 */
export function NoAccessPage({ access }: { access: ScreenAccess }) {
  const { user, role } = useActiveSession();
  const switchable = user.roles.some(
    (held) => held !== role && canOpenScreen(access, user.permissoes[held] ?? {}),
  );
  return switchable ? <SwitchProfilePage access={access} /> : <NotFoundPage />;
}

/** "Sem acesso": the profiles that open the screen, and the switch to the user's own. */
function SwitchProfilePage({ access }: { access: ScreenAccess }) {
  const { t } = useTranslation();
  const { user, role } = useActiveSession();
  const location = useLocation();
  const roles = useQuery(rolesQueryOptions());
  const allowed = (roles.data ?? []).filter((option) => canOpenScreen(access, option.permissoes));
  const canSwitch = allowed.some((option) => option.nome !== role && user.roles.includes(option.nome));
  const area = AREA_LABELS[access.area];
  return (
    <Paper maw={640} mx="auto" p="xl" withBorder>
      <PageHeading title={t('noAccess.title')} />
      <Text mb="md">
        {t(access.needs === 'register' ? 'noAccess.register' : 'noAccess.consult', {
          perfil: ROLE_LABELS[role],
          area,
        })}
      </Text>
      {roles.isPending ? (
        <Loader size="sm" role="status" aria-label={t('noAccess.loadingProfiles')} />
      ) : allowed.length > 0 ? (
        <>
          <Text mb="xs">{t('noAccess.profiles')}</Text>
          <List mb="md">
            {allowed.map((option) => (
              <List.Item key={option.nome}>{option.descricao}</List.Item>
            ))}
          </List>
        </>
      ) : (
        roles.isSuccess && <Text mb="md">{t('noAccess.noProfiles')}</Text>
      )}
      <Group gap="lg">
        {canSwitch && (
          <Anchor
            component={Link}
            to={withReturnPath(PROFILE_CHOICE_PATH, location.pathname + location.search)}
          >
            {t('noAccess.switch')}
          </Anchor>
        )}
        <Anchor component={Link} to={HOME_PATH}>
          {t('noAccess.home')}
        </Anchor>
      </Group>
    </Paper>
  );
}
