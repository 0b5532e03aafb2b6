import { AREAS, DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import { ROLES } from '@sigsa/domain/access/roles';
import type { Database } from '../db/client.ts';
import { rolePermissoes } from '../db/schema/users.ts';

/**
 * Seeds the access level of every role on every area from the domain matrix. Existing rows are kept, so
 * an administrator's later change is not undone at the next start; missing rows (a new area) are added.
 */
export async function seedAccessMatrix(db: Database): Promise<number> {
  const rows = ROLES.flatMap((role) =>
    AREAS.map((area) => ({ role, area, nivel: DEFAULT_ACCESS[role][area] })),
  );
  const inserted = await db
    .insert(rolePermissoes)
    .values(rows)
    .onConflictDoNothing()
    .returning({ role: rolePermissoes.role });
  return inserted.length;
}
