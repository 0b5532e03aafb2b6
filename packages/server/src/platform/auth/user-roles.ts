import { eq } from 'drizzle-orm';
import { isRole, type Role } from '@sigsa/domain/access/roles';
import type { Database } from '../../db/client.ts';
import { utilizadorRoles } from '../../db/schema/users.ts';

/** The roles a user holds, sorted; unknown role names in the table are ignored. */
export async function rolesOfUser(db: Database, userId: number): Promise<Role[]> {
  const rows = await db
    .select({ role: utilizadorRoles.role })
    .from(utilizadorRoles)
    .where(eq(utilizadorRoles.utilizadorId, userId));
  return rows
    .map((r) => r.role)
    .filter(isRole)
    .sort();
}
