import { isRole, type Role } from '@sigsa/domain/access/roles';

const KEY_PREFIX = 'sigsa.perfil.';

function storage(): Storage | null {
  // Private browsing modes and locked-down kiosks can refuse localStorage; the role choice is then per visit.
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The role `username` last chose on this browser, or null. */
export function loadStoredRole(username: string): Role | null {
  const value = storage()?.getItem(KEY_PREFIX + username);
  return isRole(value) ? value : null;
}

/** Remembers `role` as `username`'s choice on this browser (spec 000 §2.1 entry guard). */
export function storeRole(username: string, role: Role): void {
  try {
    storage()?.setItem(KEY_PREFIX + username, role);
  } catch {
    // A full or refused storage only costs the user a profile choice next time.
  }
}
