import type { AccessLevel } from './access-levels.ts';
import type { Area } from './areas.ts';
import type { Role } from './roles.ts';

/** A DSAVR as shown on the user's regional profile. */
export interface DsavrRef {
  id: number;
  codigo: string;
  nome: string;
}

/** The current user, as `GET /api/utilizadores/current` answers it (spec 000 §3 "User"). */
export interface CurrentUser {
  id: number;
  username: string;
  nome: string;
  nif: string | null;
  email: string | null;
  enabled: boolean;
  /** The role named by `?role=` when the call carried one, else null. */
  role: Role | null;
  roles: Role[];
  /** Access level per area, for each role the user holds. */
  permissoes: Partial<Record<Role, Partial<Record<Area, AccessLevel>>>>;
  /** Access levels of `role` (empty when no role was named). */
  permissoesAtuais: Partial<Record<Area, AccessLevel>>;
  perfilDsavr: { roleRegional: boolean; dsavrs: DsavrRef[] };
  laboratorio: { id: number; codigo: string; nome: string } | null;
  /**
   * True while the password is one Gerir gave (creation or reset): the user must change it before going on
   * (issue 13). The server always sends it.
   */
  alterarPalavraPasse?: boolean;
  _links: { self: { href: string } };
}

/** Public projection of a user (search results): no private fields. */
export interface PublicUser {
  id: number;
  username: string;
  nome: string;
  nif: string | null;
  email: string | null;
  nic: string | null;
  _links: { self: { href: string } };
}
