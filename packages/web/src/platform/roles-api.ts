import { queryOptions } from '@tanstack/react-query';
import type { AccessLevel } from '@sigsa/domain/access/access-levels';
import type { Area } from '@sigsa/domain/access/areas';
import type { Role } from '@sigsa/domain/access/roles';
import { apiRequest } from './api-client.ts';

/** A role of the roles call (`GET utilizadores/roles`), with its access level on each area. */
export interface RoleOption {
  nome: Role;
  descricao: string;
  permissoes: Partial<Record<Area, AccessLevel>>;
}

/** `GET utilizadores/roles` (spec 000 §7.1): every role, for comment visibility, report sharing, "Sem acesso". */
export function rolesQueryOptions() {
  return queryOptions({
    queryKey: ['utilizadores', 'roles'],
    queryFn: ({ signal }) => apiRequest<RoleOption[]>('utilizadores/roles', { signal }),
    staleTime: 5 * 60_000,
  });
}
