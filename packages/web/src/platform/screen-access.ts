import { canConsult, canRegister, type AccessLevel } from '@sigsa/domain/access/access-levels';
import type { Area } from '@sigsa/domain/access/areas';

/** The access a screen asks of its area: consult (lists, details) or register (create screens). */
export type ScreenNeed = 'consult' | 'register';

/** What a screen needs to open: a level on one area (spec 000 §2.2, §6). */
export interface ScreenAccess {
  area: Area;
  needs: ScreenNeed;
}

/** A role's access levels, as `permissoesAtuais` (or one role of `permissoes`) carries them. */
export type AreaPermissions = Partial<Record<Area, AccessLevel>>;

/**
 * True when a role with `permissions` may open a screen needing `access` (null: every signed-in user). The menu
 * shows an entry and a route opens its screen by this one rule, so the two never disagree.
 */
export function canOpenScreen(access: ScreenAccess | null, permissions: AreaPermissions): boolean {
  if (access === null) return true;
  const level = permissions[access.area];
  switch (access.needs) {
    case 'consult':
      return canConsult(level);
    case 'register':
      return canRegister(level);
  }
}
