import { DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import type { Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';

/**
 * A current user as the server answers it: `permissoes` from the seeded matrix for each role, and
 * `permissoesAtuais` filled for `role` when one is given.
 */
export function makeUser(
  roles: Role[],
  role: Role | null = null,
  overrides: Partial<CurrentUser> = {},
): CurrentUser {
  return {
    id: 1,
    username: 'teste',
    nome: 'Ana Teste',
    nif: null,
    email: 'ana@example.pt',
    enabled: true,
    role,
    roles,
    permissoes: Object.fromEntries(roles.map((r) => [r, DEFAULT_ACCESS[r]])),
    permissoesAtuais: role ? DEFAULT_ACCESS[role] : {},
    perfilDsavr: { roleRegional: false, dsavrs: [] },
    laboratorio: null,
    _links: { self: { href: 'http://localhost/api/utilizadores/1' } },
    ...overrides,
  };
}
