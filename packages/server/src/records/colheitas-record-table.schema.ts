import { date, index, integer, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { archiveColumns, auditColumns } from '../db/schema/columns.ts';
import { series } from '../db/schema/records.ts';
import { laboratorios, tiposControlo } from '../db/schema/reference.ts';
import { utilizadores } from '../db/schema/users.ts';

// The columns and indexes every laboratory collection's own table has (001 §3.1, §3.2; issue 16), whatever its
// type: its number and state, responsible, control type, date, the laboratory's internal code, the diagnostic
// laboratory it is addressed to (its ROLE_LAB users' side and visibility), archive and audit. Each type adds its
// own columns and names the DSAVR it is filed under.

/** The shared columns; `laboratorioObrigatorio`: whether a draft must already name its laboratory. */
export function colheitaRecordColumns(laboratorioObrigatorio: boolean) {
  const laboratorioId = integer('laboratorio_id').references(() => laboratorios.id);
  return {
    id: serial('id').primaryKey(),
    serieId: integer('serie_id').references(() => series.id),
    numeroSerie: text('numero_serie').unique(),
    estado: text('estado').notNull().default('INICIAL'),
    data: date('data').notNull(),
    responsavelColheitaId: integer('responsavel_colheita_id')
      .notNull()
      .references(() => utilizadores.id),
    tipoControloId: integer('tipo_controlo_id')
      .notNull()
      .references(() => tiposControlo.id),
    codigoInternoLaboratorio: text('codigo_interno_laboratorio'),
    laboratorioId: laboratorioObrigatorio ? laboratorioId.notNull() : laboratorioId,
    ...archiveColumns,
    ...auditColumns,
  };
}

/** The shared columns an index is built on. */
type Indexed = Record<
  'id' | 'estado' | 'createdOn' | 'createdBy' | 'laboratorioId' | 'responsavelColheitaId',
  AnyPgColumn
>;

/**
 * The list's indexes (`<prefix>_…_idx`): newest first, by state, by region (SVL/SVR: `region`, its index name and
 * the DSAVR column), the keepers (creator, responsible), and the laboratory's pending work (ROLE_LAB sees its
 * laboratory's collections once submitted, issue 16 benchmark).
 */
export function colheitaIndexes(
  prefix: string,
  t: Indexed,
  region: readonly [name: string, column: AnyPgColumn],
) {
  return [
    index(`${prefix}_created_on_idx`).on(t.createdOn, t.id),
    index(`${prefix}_estado_idx`).on(t.estado, t.createdOn, t.id),
    index(`${prefix}_${region[0]}_idx`).on(region[1], t.estado, t.createdOn, t.id),
    index(`${prefix}_laboratorio_idx`).on(t.laboratorioId, t.estado, t.createdOn, t.id),
    index(`${prefix}_created_by_idx`).on(t.createdBy),
    index(`${prefix}_responsavel_colheita_idx`).on(t.responsavelColheitaId),
  ];
}
