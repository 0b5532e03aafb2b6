import { NavLink, Stack } from '@mantine/core';
import { memo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MENU_GROUPS, visibleMenuEntries, type AreaPermissions, type MenuEntry } from './menu-registry.ts';

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function EntryLink({
  entry,
  active,
  onNavigate,
}: {
  entry: MenuEntry;
  active: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NavLink
      component={Link}
      to={entry.path}
      label={entry.literal ? entry.label : t(entry.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/**
 * A heading of the menu that folds its entries: a real button (Tab reaches it, Enter and Space fold or unfold
 * it) that says whether it is open. Groups start open so every screen is one click away.
 */
function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  const [opened, setOpened] = useState(true);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="md"
    >
      {children}
    </NavLink>
  );
}

/**
 * The main menu (spec 000 §2.2): the registry's entries the current role may open, top-level ones first,
 * then one collapsible group per heading that has any.
 */
export function MainMenu({
  permissions,
  onNavigate,
}: {
  permissions: AreaPermissions;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  return <MenuEntries permissions={permissions} onNavigate={onNavigate} pathname={pathname} />;
}

/** The entries, drawn again only when the path changes (not for a screen's query parameters). */
const MenuEntries = memo(function MenuEntries({
  permissions,
  onNavigate,
  pathname,
}: {
  permissions: AreaPermissions;
  onNavigate: () => void;
  pathname: string;
}) {
  const { t } = useTranslation();
  const entries = visibleMenuEntries(permissions);
  // The deepest entry the path is under: on the risk map, "Mapa do risco sanitário", not also "Risco sanitário".
  const activePath = entries
    .map((entry) => entry.path)
    .filter((path) => isActive(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Stack gap={2}>
      {entries
        .filter((entry) => entry.group === null)
        .map((entry) => (
          <EntryLink
            key={entry.path}
            entry={entry}
            active={entry.path === activePath}
            onNavigate={onNavigate}
          />
        ))}
      {MENU_GROUPS.map((group) => {
        const children = entries.filter((entry) => entry.group === group);
        if (children.length === 0) return null;
        return (
          <MenuGroup key={group} label={t(`menu.groups.${group}`)}>
            {children.map((entry) => (
              <EntryLink
                key={entry.path}
                entry={entry}
                active={entry.path === activePath}
                onNavigate={onNavigate}
              />
            ))}
          </MenuGroup>
        );
      })}
    </Stack>
  );
});
