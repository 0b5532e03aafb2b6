import { ROLE_LABELS, type Role } from '@sigsa/domain/access/roles';

/** Roles whose label the interface leaves out (spec 000 §2.2: hidden for ROLE_TRANSPORTADOR). */
const ROLES_WITHOUT_LABEL: readonly Role[] = ['ROLE_TRANSPORTADOR'];

/** The label to show for the role the user acts under, or null when it is not shown. */
export function shownRoleLabel(role: Role): string | null {
  return ROLES_WITHOUT_LABEL.includes(role) ? null : ROLE_LABELS[role];
}
