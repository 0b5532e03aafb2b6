import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { series } from '../db/schema/records.ts';

/**
 * Which laboratory performs which assay: the reference data lists neither (lab.json), so a first table is seeded,
 * every row `assumed`, for an administrator to correct in Gerir (issue 16, docs/decisions.md):
 * - INIAV, the national reference laboratory: every non-entomological assay;
 * - the Vairão laboratory and the regional ones of the Açores and Madeira: the non-entomological assays that need
 *   no typing (typing is the reference laboratory's);
 * - ACOS: the serology of the official plans (ELISA, Rosa Bengala, complement fixation, seroagglutination);
 * - FMV-ULisboa and INSA-CEVDI: the entomological assays.
 * Written only while the table is empty, so an administrator's changes are never undone.
 */
export async function seedLaboratoriosEnsaios(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO laboratorios_ensaios (laboratorio_id, ensaio_id, assumed)
    SELECT l.id, e.id, true
      FROM laboratorios l
      JOIN ensaios_laboratoriais e ON CASE l.codigo
        WHEN 'INIAV' THEN NOT e.entomologico
        WHEN 'INIAV_VAIRAO' THEN NOT e.entomologico AND NOT e.requer_tipificacao
        WHEN 'LRV_ACORES' THEN NOT e.entomologico AND NOT e.requer_tipificacao
        WHEN 'LRVSA_MADEIRA' THEN NOT e.entomologico AND NOT e.requer_tipificacao
        WHEN 'ACOS' THEN NOT e.entomologico AND NOT e.requer_tipificacao
          AND e.tecnica ~* '(ELISA|rosa|complemento|aglutina)'
        WHEN 'FMV_ULISBOA' THEN e.entomologico
        WHEN 'INSA_CEVDI' THEN e.entomologico
        ELSE false END
     WHERE NOT EXISTS (SELECT 1 FROM laboratorios_ensaios)
    ON CONFLICT DO NOTHING`);
}

/** A collection type's series: one, predefined and active; its class the entity path (`CAM/000001`, …). */
export function colheitaSerie(classe: string, nome: string) {
  return { classe, nome, predefinida: true, ativa: true };
}

/**
 * A collection type's seed: its series and the first laboratory ↔ assay table, when missing; never changes an
 * administrator's edits. The return reasons (CONTROLO_AMOSTRA_DEVOLVER_*) come with the reference data (lab.json).
 */
export function colheitaSeed(serie: ReturnType<typeof colheitaSerie>) {
  return async (db: Database): Promise<void> => {
    await db.insert(series).values(serie).onConflictDoNothing();
    await seedLaboratoriosEnsaios(db);
  };
}
