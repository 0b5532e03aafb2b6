import { sql, type SQL } from 'drizzle-orm';
import { column, field } from '../resources/resource.types.ts';
import { estadoOptions } from './estado-column.ts';

// What every record type's list and projections carry the same way, given the alias of its table.

/** Number and state, the first columns of every record list (spec 002 §2). */
export function recordHeadColumns(alias: string, estados: readonly string[]) {
  const a = sql.raw(alias);
  return [
    column({ prop: 'numeroSerie', name: 'Número', type: 'STRING', expr: sql`${a}.numero_serie` }),
    column({
      prop: 'estado',
      name: 'Estado',
      type: 'OPTION',
      expr: sql`${a}.estado`,
      options: estadoOptions(estados),
    }),
  ];
}

/**
 * Creation date, the archive flag (unless the type's records are never archived), creator and last update (the
 * audit group), the last columns of a list.
 */
export function recordAuditColumns(alias: string, options: { archivable: boolean } = { archivable: true }) {
  const a = sql.raw(alias);
  const columns = [
    column({
      prop: 'createdOn',
      name: 'Data de criação',
      type: 'DATETIME',
      group: 'Auditoria',
      expr: sql`${a}.created_on`,
    }),
    column({
      prop: 'arquivado',
      name: 'Arquivado',
      type: 'BOOLEAN',
      expr: sql`${a}.arquivado`,
      showByDefault: false,
    }),
    column({
      prop: 'createdBy',
      name: 'Criado por',
      type: 'STRING',
      group: 'Auditoria',
      expr: sql`${a}.created_by`,
      showByDefault: false,
    }),
    column({
      prop: 'updatedOn',
      name: 'Data de atualização',
      type: 'DATETIME',
      group: 'Auditoria',
      expr: sql`${a}.updated_on`,
      showByDefault: false,
    }),
  ];
  return options.archivable ? columns : columns.filter((c) => c.descriptor.key !== 'arquivado');
}

/** A record's returns, latest (highest id) first (spec 002 §3, §4), as `devolucoes` of its projections. */
export function devolucoesJson(entity: string, alias: string): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
    'id', d.id, 'dataDevolucao', d.data_devolucao, 'descricao', d.descricao,
    'motivo', json_build_object('id', m.id, 'nome', m.nome, 'descricao', m.extra->>'descricao')) ORDER BY d.id DESC), '[]'::json)
  FROM devolucoes d JOIN tipos_motivos_devolucao m ON m.id = d.motivo_id
  WHERE d.entidade = ${entity} AND d.registo_id = ${sql.raw(alias)}.id)`;
}

/** `{ id, codigo, nome }` of a joined custom type, null when unset. */
export function customTypeJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN ${a}.id IS NULL THEN NULL
    ELSE json_build_object('id', ${a}.id, 'codigo', ${a}.codigo, 'nome', ${a}.nome) END`;
}

/**
 * The custom types of a row's choice table (`<table>.linha_id = <row>.id`), in the order they were sent. Each
 * by its key (a scalar subquery): as a join, the planner hashed the whole value-list table again for every row
 * (~35 µs a row, half the `full` read of a notification with 200 rows; bench/notificacao.bench.ts).
 */
export function rowChoicesJson(table: string, row: string): SQL {
  return sql.raw(`(SELECT coalesce(json_agg((SELECT json_build_object('id', ct.id, 'codigo', ct.codigo, 'nome', ct.nome)
      FROM custom_types ct WHERE ct.id = x.custom_type_id) ORDER BY x.ordem), '[]'::json)
    FROM ${table} x WHERE x.linha_id = ${row}.id)`);
}

/**
 * The attachments of a row of `list` of a record of `entity` (alias `row`, its record in column `owner`;
 * `documents.parts.ts`): id, name, title and download link, oldest first (each row's `documentosAnexos`).
 */
export function rowDocumentsJson(entity: string, owner: string, list: string, row: string): SQL {
  const r = sql.raw(row);
  // Constants of the record types, never input: written into the statement so it stays one prepared text.
  const entidade = sql.raw(`'${entity}/${list}'`);
  const base = sql.raw(`'/api/${entity}/'`);
  const segment = sql.raw(`'/${list}/'`);
  const recordId = sql.raw(`${row}.${owner}`);
  return sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'nome', d.nome, 'titulo', d.titulo,
      'href', ${base} || ${recordId} || ${segment} || ${r}.id
        || '/anexos/documentosAnexos/' || d.id) ORDER BY d.id), '[]'::json)
    FROM documentos d WHERE d.entidade = ${entidade} AND d.registo_id = ${r}.id AND d.comentario_id IS NULL)`;
}

/** Who created the record and when, who changed it last and when: the audit fields of every `full` projection. */
export function recordAuditFields(alias: string) {
  const a = sql.raw(alias);
  return [
    field('createdBy', sql`${a}.created_by`),
    field('createdOn', sql`${a}.created_on`, 'DATETIME'),
    field('updatedBy', sql`${a}.updated_by`),
    field('updatedOn', sql`${a}.updated_on`, 'DATETIME'),
  ];
}
