import { sql } from 'drizzle-orm';
import { refuseArchive, type ArchiveOperationName } from '@sigsa/domain/workflow/workflow';
import type { Database } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import type { VisibilityContext } from '../resources/resource.types.ts';
import { writeAudit } from './audit.ts';
import { actorFor, checkVersion, visibleRecord } from './operation-runner.ts';
import type { RecordType } from './record-type.ts';

/**
 * `POST {entity}/{id}/arquivar|desarquivar` in one transaction (spec 000 §7.2): lock the visible record (404),
 * check the actor may (403: the full REGISTO level on the area), that it is in a final state of its workflow
 * and not already so (409 saying why), and the version (409); then flip the flag, bump the version and write
 * the audit row. The state and everything else stay as they were.
 */
export async function runArchive<S extends string>(
  db: Database,
  type: RecordType<S>,
  auth: RequestAuth | null,
  id: number,
  name: ArchiveOperationName,
  version: number | null,
): Promise<{ ctx: VisibilityContext }> {
  const { actor, ctx } = await actorFor(db, type, auth);
  await db.transaction(async (tx) => {
    const record = await visibleRecord(tx, type, id, ctx, true);
    if (!record) throw notFound();
    const refused = refuseArchive(type.workflow, name, actor, record);
    if (refused?.refusal === 'forbidden') throw forbidden();
    if (refused) throw conflict(refused.message);
    checkVersion(record, version);
    await tx.execute(
      sql`UPDATE ${type.table} SET arquivado = ${name === 'arquivar'}, version = version + 1,
             updated_by = ${actor.username}, updated_on = now()
           WHERE id = ${id}`,
    );
    await writeAudit(tx, {
      entidade: type.entity,
      registoId: id,
      operacao: name,
      estadoAnterior: record.estado,
      estadoNovo: record.estado,
      utilizador: actor.username,
      role: actor.role,
    });
  });
  return { ctx };
}
