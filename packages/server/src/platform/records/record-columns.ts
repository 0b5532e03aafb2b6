import { sql, type SQL } from 'drizzle-orm';
import { column } from '../resources/resource.types.ts';
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

/** Creation date, the archive flag, creator and last update (the audit group), the last columns of a list. */
export function recordAuditColumns(alias: string) {
  const a = sql.raw(alias);
  return [
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
}

/** A record's returns, latest (highest id) first (spec 002 §3, §4), as `devolucoes` of its projections. */
export function devolucoesJson(entity: string, alias: string): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object(
    'id', d.id, 'dataDevolucao', d.data_devolucao, 'descricao', d.descricao,
    'motivo', json_build_object('id', m.id, 'nome', m.nome, 'descricao', m.extra->>'descricao')) ORDER BY d.id DESC), '[]'::json)
  FROM devolucoes d JOIN tipos_motivos_devolucao m ON m.id = d.motivo_id
  WHERE d.entidade = ${entity} AND d.registo_id = ${sql.raw(alias)}.id)`;
}
