import { SEM_AMOSTRAS_MESSAGE } from '@sigsa/domain/records/colheitas.schema';
import { codigoEtiqueta } from '@sigsa/domain/records/etiquetas-amostras';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import type { RequestAuth } from '../platform/auth/request-auth.ts';
import { conflict, notFound } from '../platform/http/errors.ts';
import { visibleRecord } from '../platform/records/operation-runner.ts';
import type { RecordType } from '../platform/records/record-type.ts';
import { authorizeResource } from '../platform/resources/resource-access.ts';
import { etiquetasPdf, type Etiqueta } from './colheitas.etiquetas.pdf.ts';

// `GET {entity}/{id}/etiquetas` (ours; issue 16 "Sample labels"): the labels of a collection's saved samples, as
// a PDF to print on label sheets, for whoever sees the collection (the requester sticks them on the tubes; the
// laboratory reprints one). A collection the caller may not see answers 404; one without saved samples, 409 with
// the spec's 'Não estão definidas amostras.'.

/** The labels' PDF of collection `id` of type `record` (its tables `table`, `<prefix>_amostras`) and its file name. */
export async function etiquetasDaColheita(
  db: Database,
  colheita: { record: RecordType; prefix: string; table: string },
  auth: RequestAuth | null,
  id: number,
): Promise<{ pdf: Uint8Array; ficheiro: string }> {
  const { record, prefix, table } = colheita;
  const ctx = await authorizeResource(db, record.resource, auth);
  if (!(await visibleRecord(db, record, id, ctx, false))) throw notFound();
  const rows = await queryRows<{
    numeroSerie: string | null;
    sequencia: string;
    identificacaoAnimal: string | null;
    matriz: string | null;
  }>(
    db,
    sql`SELECT c.numero_serie AS "numeroSerie", a.numero AS sequencia,
               a.identificacao_animal AS "identificacaoAnimal", m.nome AS matriz
          FROM ${sql.raw(table)} c
          JOIN ${sql.raw(`${prefix}_amostras`)} a ON a.colheita_id = c.id
          LEFT JOIN matrizes_amostras m ON m.id = a.matriz_id
         WHERE c.id = ${id}
         ORDER BY left(a.numero, 2), length(a.numero), a.numero`,
  );
  if (rows.length === 0) throw conflict(SEM_AMOSTRAS_MESSAGE);
  const numero = rows[0]?.numeroSerie ?? String(id);
  const etiquetas: Etiqueta[] = rows.map((row) => ({
    numeroSerie: numero,
    sequencia: row.sequencia,
    identificacaoAnimal: row.identificacaoAnimal,
    matriz: row.matriz,
    codigo: codigoEtiqueta(prefix, id, row.sequencia),
  }));
  return {
    pdf: await etiquetasPdf(`Etiquetas ${numero}`, etiquetas),
    ficheiro: `etiquetas-${numero.replace(/[^\w-]+/g, '-')}.pdf`,
  };
}
