import { sql, type SQL } from 'drizzle-orm';
import { MEDICO_VETERINARIO_ROLES } from '@sigsa/domain/access/roles';

/** The field message of a veterinarian who is not one (issue 13 gap 7). */
export const MEDICO_VETERINARIO_DESCONHECIDO = 'Médico veterinário desconhecido.';

/**
 * SQL condition on the user row `alias` (`utilizadores`) for one who may be a record's veterinarian: an active
 * account with a NIF, holding ROLE_MV, ROLE_MV_MUNICIPAL or ROLE_SIGSA (`MEDICO_VETERINARIO_ROLES`). The vet
 * search and every save of a veterinarian use this one rule. The role lookup is the primary key of
 * `utilizador_roles` (utilizador_id, role).
 */
export function veterinarioCondition(alias: SQL): SQL {
  return sql`(${alias}.enabled AND btrim(coalesce(${alias}.nif, '')) <> '' AND EXISTS (
    SELECT 1 FROM utilizador_roles vr
    WHERE vr.utilizador_id = ${alias}.id AND vr.role IN (${sql.join(
      MEDICO_VETERINARIO_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )})))`;
}
