import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconSwitchHorizontal } from '@tabler/icons-react';
import type { Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { shownRoleLabel } from '../platform/role-display.ts';
import { PASSWORD_CHANGE_PATH, PROFILE_CHOICE_PATH, SIGN_IN_PATH } from '../platform/public-routes.ts';
import { signOut } from '../platform/session-api.ts';
import { beginSignOut, clearSession } from '../platform/session-store.ts';

function initials(nome: string): string {
  const words = nome.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * The user menu (spec 000 §2.2): name and role, the profile switch (always: the spec sets no condition; with
 * one role the profile choice offers "Entrar com outro utilizador"), and "Sair", which ends the session and
 * returns to /autenticar.
 */
export function UserMenu({ user, role }: { user: CurrentUser; role: Role }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roleLabel = shownRoleLabel(role);

  async function handleSignOut() {
    beginSignOut();
    await signOut();
    // The shell, when it holds this menu, leaves for /autenticar as soon as the session is gone.
    clearSession();
    await navigate(SIGN_IN_PATH, { replace: true });
  }

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton
          aria-label={[t('userMenu.label', { nome: user.nome }), roleLabel].filter(Boolean).join(', ')}
          c="white"
          data-testid="user-menu"
        >
          <Group gap="xs" wrap="nowrap">
            <Avatar color="sigsa.1" variant="filled" radius="xl" size={34} aria-hidden="true">
              <Text fz="sm" fw={700} c="sigsa.9">
                {initials(user.nome)}
              </Text>
            </Avatar>
            <Box visibleFrom="xs">
              <Text fz="sm" fw={600} lh={1.2} data-testid="user-menu-name">
                {user.nome}
              </Text>
              {roleLabel && (
                <Text fz="xs" lh={1.2} c="sigsa.1" data-testid="user-menu-role">
                  {roleLabel}
                </Text>
              )}
            </Box>
            <IconChevronDown size={16} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={PROFILE_CHOICE_PATH} leftSection={<IconSwitchHorizontal size={16} />}>
          {t('userMenu.switchProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to={PASSWORD_CHANGE_PATH} leftSection={<IconKey size={16} />}>
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => void handleSignOut()}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
