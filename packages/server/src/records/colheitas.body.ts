import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client.ts';
import type { ColheitaTipo } from './colheitas.tipo.ts';

// A stored collection in the shape of its create / save body (001 §3.1, §3.2), the same way for every type: what
// the submit guard parses through the type's domain schema.

/** Where a collection type keeps its body and what it adds to the common fields. */
export interface ColheitaBodySource {
  tipo: ColheitaTipo;
  /** The type's own fields: json_build_object pairs over the collection `c`. */
  fields: SQL;
  /** The type's own fields of a sample: json_build_object pairs over the sample `a`. */
  amostra: SQL;
}

/**
 * The body of collection `id` (null when there is none): the fields every collection has (responsible, control
 * type, date, exam, laboratory by code), its lab assays and samples (ids, numbers, matrix, assays, animal
 * identification) in their order, and the type's own fields.
 */
export async function loadColheitaBody(
  tx: Tx,
  source: ColheitaBodySource,
  id: number,
): Promise<Record<string, unknown> | null> {
  const { table, prefix } = source.tipo;
  const child = (name: string) => sql.raw(`${prefix}_${name}`);
  const [row] = await queryRows<{ body: Record<string, unknown> | string }>(
    tx,
    sql`SELECT json_build_object(
        'responsavelColheita', c.responsavel_colheita_id,
        'tipoControlo', c.tipo_controlo_id,
        'data', c.data::text,
        'exameClinicoNecropsia', (SELECT l.exame_id FROM ${child('exames')} l WHERE l.colheita_id = c.id),
        'laboratorioDiagnostico', (SELECT l.codigo FROM laboratorios l WHERE l.id = c.laboratorio_id),
        'ensaios', (SELECT coalesce(json_agg(json_build_object('id', l.id, 'doenca', l.doenca_id,
            'ensaioLaboratorial', l.ensaio_id) ORDER BY l.sequencia), '[]'::json)
          FROM ${child('ensaios')} l WHERE l.colheita_id = c.id),
        'amostras', (SELECT coalesce(json_agg(json_build_object('id', a.id, 'sequencia', a.numero,
            'identificacaoAnimal', a.identificacao_animal, 'matriz', a.matriz_id,
            'ensaios', (SELECT coalesce(json_agg(ae.ensaio_id ORDER BY ae.ordem), '[]'::json)
              FROM ${child('amostras_ensaios')} ae WHERE ae.amostra_id = a.id),
            ${source.amostra}) ORDER BY a.sequencia), '[]'::json)
          FROM ${child('amostras')} a WHERE a.colheita_id = c.id),
        ${source.fields}) AS body
      FROM ${sql.raw(table)} c WHERE c.id = ${id}`,
  );
  if (!row) return null;
  const body = typeof row.body === 'string' ? (JSON.parse(row.body) as Record<string, unknown>) : row.body;
  return { id, ...body };
}
