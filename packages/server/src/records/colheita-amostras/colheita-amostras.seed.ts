import type { Database } from '../../db/client.ts';
import { series } from '../../db/schema/records.ts';
import { seedLaboratoriosEnsaios } from '../laboratorios-ensaios.seed.ts';

/**
 * The domestic collection series: one, predefined; its class is the entity path, as every record type's
 * (`CAM/000001`, …). The return reasons (CONTROLO_AMOSTRA_DEVOLVER_*) come with the reference data (lab.json).
 */
export const COLHEITA_AMOSTRAS_SERIE = {
  classe: 'controlosLaboratoriaisColheitasAmostras',
  nome: 'CAM',
  predefinida: true,
  ativa: true,
};

/** Adds the series and the first laboratory ↔ assay table when missing; never changes an administrator's edits. */
export async function seedColheitaAmostrasConfig(db: Database): Promise<void> {
  await db.insert(series).values(COLHEITA_AMOSTRAS_SERIE).onConflictDoNothing();
  await seedLaboratoriosEnsaios(db);
}
