/** The roles a user may act under (spec 000 §1; `ROLE_{product}` is ROLE_SIGSA). */
export const ROLES = [
  'ROLE_SIGSA',
  'ROLE_MANAGER',
  'ROLE_SVL',
  'ROLE_SVR',
  'ROLE_LAB',
  'ROLE_MV',
  'ROLE_MV_MUNICIPAL',
  'ROLE_TRANSPORTADOR',
] as const;

/** One of {@link ROLES}. */
export type Role = (typeof ROLES)[number];

/** Pseudo-role meaning "every role" (comment visibility default, spec 000 §6). */
export const ROLE_ANY = 'ROLE_ANY';

/** pt-PT label shown for each role (user menu, profile choice, role pickers). */
export const ROLE_LABELS: Record<Role, string> = {
  ROLE_SIGSA: 'SIGSA — Autoridade Nacional',
  ROLE_MANAGER: 'Gestor',
  ROLE_SVL: 'Serviços Veterinários Locais',
  ROLE_SVR: 'Serviços Veterinários Regionais',
  ROLE_LAB: 'Laboratório',
  ROLE_MV: 'Médico Veterinário',
  ROLE_MV_MUNICIPAL: 'Médico Veterinário Municipal',
  ROLE_TRANSPORTADOR: 'Transportador',
};

/** True when `value` names a known role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Roles that load records with projection `full`; every other role uses `fullMV` (spec 000 §6). */
export const FULL_PROJECTION_ROLES: readonly Role[] = ['ROLE_SIGSA', 'ROLE_LAB'];

/** Roles that may share reports with roles and set who sees a comment (spec 000 §6). */
export const AUTHORITY_ROLES: readonly Role[] = ['ROLE_SIGSA', 'ROLE_MANAGER'];

/** Veterinarian roles (greeting with name and NIF on inicio, exam restrictions). */
export const VETERINARIAN_ROLES: readonly Role[] = ['ROLE_MV', 'ROLE_MV_MUNICIPAL'];

/**
 * Who may be named a record's veterinarian (issue 13 gap 7): the veterinarians and the authority, whose users are
 * the auto-assigned vet — with an active account and a NIF. The vet searches of record forms
 * (`findUtilizadorByNomeOrNif?veterinario=true`) and the saves hold to the same rule.
 */
export const MEDICO_VETERINARIO_ROLES: readonly Role[] = ['ROLE_MV', 'ROLE_MV_MUNICIPAL', 'ROLE_SIGSA'];

/** Regional-service roles, linked to DSAVRs through perfilDsavr. */
export const REGIONAL_ROLES: readonly Role[] = ['ROLE_SVL', 'ROLE_SVR'];
