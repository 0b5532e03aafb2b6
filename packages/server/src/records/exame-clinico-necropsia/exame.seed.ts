import type { Database } from '../../db/client.ts';
import { series } from '../../db/schema/records.ts';

/**
 * The exam series: one, predefined; its class is the entity path, as every record type's (`ECN/000001`, …). The
 * return reasons (`EXAME_DEVOLVER`) come with the reference data (lab.json), shared with notifications.
 */
export const EXAME_SERIE = {
  classe: 'examesClinicosNecropsias',
  nome: 'ECN',
  predefinida: true,
  ativa: true,
};

/** Adds the exam series when missing; never changes what an administrator edited. */
export async function seedExameConfig(db: Database): Promise<void> {
  await db.insert(series).values(EXAME_SERIE).onConflictDoNothing();
}
