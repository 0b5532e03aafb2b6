import { eq, inArray } from 'drizzle-orm';
import { isAccessLevel, type AccessLevel } from '@sigsa/domain/access/access-levels';
import type { Area } from '@sigsa/domain/access/areas';
import { AREAS } from '@sigsa/domain/access/areas';
import { REGIONAL_ROLES, isRole, type Role } from '@sigsa/domain/access/roles';
import type { CurrentUser } from '@sigsa/domain/access/user';
import type { Database } from '../db/client.ts';
import { dsavrs, laboratorios } from '../db/schema/reference.ts';
import { rolePermissoes, utilizadorDsavrs, utilizadores } from '../db/schema/users.ts';
import { rolesOfUser } from '../platform/auth/user-roles.ts';
import { link } from '../platform/http/hal.ts';

type AreaLevels = Partial<Record<Area, AccessLevel>>;

const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

/** Access levels per area of each of `roles` (the role-permission table, as Gerir leaves it). */
export async function permissoesOf(db: Database, roles: Role[]): Promise<Partial<Record<Role, AreaLevels>>> {
  const result: Partial<Record<Role, AreaLevels>> = {};
  if (roles.length === 0) return result;
  const rows = await db.select().from(rolePermissoes).where(inArray(rolePermissoes.role, roles));
  for (const row of rows) {
    if (!isRole(row.role) || !isArea(row.area) || !isAccessLevel(row.nivel)) continue;
    (result[row.role] ??= {})[row.area] = row.nivel;
  }
  return result;
}

/** Builds what `GET utilizadores/current` answers for a user acting under `role` (null: none chosen yet). */
export async function loadCurrentUser(
  db: Database,
  userId: number,
  role: Role | null,
  knownRoles?: Role[],
): Promise<CurrentUser | null> {
  // Independent reads in parallel: on PostgreSQL each takes its own pooled connection.
  const [users, roles, userDsavrs] = await Promise.all([
    db
      .select({
        id: utilizadores.id,
        username: utilizadores.username,
        nome: utilizadores.nome,
        nif: utilizadores.nif,
        email: utilizadores.email,
        enabled: utilizadores.enabled,
        temporaria: utilizadores.palavraPasseTemporaria,
        labId: laboratorios.id,
        labCodigo: laboratorios.codigo,
        labNome: laboratorios.nome,
      })
      .from(utilizadores)
      .leftJoin(laboratorios, eq(laboratorios.id, utilizadores.laboratorioId))
      .where(eq(utilizadores.id, userId)),
    knownRoles ? Promise.resolve([...knownRoles].sort()) : rolesOfUser(db, userId),
    db
      .select({ id: dsavrs.id, codigo: dsavrs.codigo, nome: dsavrs.nome })
      .from(utilizadorDsavrs)
      .innerJoin(dsavrs, eq(dsavrs.id, utilizadorDsavrs.dsavrId))
      .where(eq(utilizadorDsavrs.utilizadorId, userId))
      .orderBy(dsavrs.nome),
  ]);
  const user = users[0];
  if (!user) return null;
  const permissoes = await permissoesOf(db, roles);

  return {
    id: user.id,
    username: user.username,
    nome: user.nome,
    nif: user.nif,
    email: user.email,
    enabled: user.enabled,
    role,
    roles,
    permissoes,
    permissoesAtuais: role ? (permissoes[role] ?? {}) : {},
    perfilDsavr: {
      roleRegional: roles.some((r) => REGIONAL_ROLES.includes(r)),
      dsavrs: userDsavrs,
    },
    laboratorio:
      user.labId !== null && user.labCodigo !== null && user.labNome !== null
        ? { id: user.labId, codigo: user.labCodigo, nome: user.labNome }
        : null,
    alterarPalavraPasse: user.temporaria,
    _links: { self: link(`users/${user.id}`) },
  };
}
