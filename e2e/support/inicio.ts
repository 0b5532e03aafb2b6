import { canConsult } from '@sigsa/domain/access/access-levels';
import { AREAS, DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import { ROLE_LABELS, type Role } from '@sigsa/domain/access/roles';
import { visibleMenuEntries } from '../../packages/web/src/app/menu-registry.ts';
import { expect, type Page } from './test.ts';
import { text } from './texts.ts';

// What Início shows a role that has just signed in: the greeting, the role in the header, the main menu and the
// area cards its access allows.

/** The main menu's labels the role may see: the registry filtered by the seeded access matrix. */
function expectedMenu(role: Role): string[] {
  return visibleMenuEntries(DEFAULT_ACCESS[role]).map((entry) =>
    entry.literal ? entry.label : text(entry.label),
  );
}

/** How many area cards inicio shows for the role. */
function expectedAreaCount(role: Role): number {
  return AREAS.filter((area) => canConsult(DEFAULT_ACCESS[role][area])).length;
}

/** The page is Início as `role` sees it. */
export async function expectOnInicio(page: Page, role: Role): Promise<void> {
  await expect(page).toHaveURL(/\/inicio$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Bem-vindo\(a\), .+/ })).toBeVisible();
  const userMenu = page.getByTestId('user-menu');
  if (role === 'ROLE_TRANSPORTADOR') {
    await expect(userMenu.getByTestId('user-menu-role')).toHaveCount(0);
    await expect(page.getByText(ROLE_LABELS.ROLE_TRANSPORTADOR)).toHaveCount(0);
  } else {
    await expect(userMenu.getByTestId('user-menu-role')).toHaveText(ROLE_LABELS[role]);
  }
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link')).toHaveText(expectedMenu(role));
  await expect(page.locator('[data-testid^="area-"]')).toHaveCount(expectedAreaCount(role));
}
