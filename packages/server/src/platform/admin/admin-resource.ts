import { sql } from 'drizzle-orm';
import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import type { ColumnType } from '@sigsa/domain/list/columns';
import { column, field, type ResourceDefinition, type ResourceField } from '../resources/resource.types.ts';
import { fieldExpr, type AdminTables } from './admin-store.ts';
import { archivedExpr, type AdminTable } from './admin-table.ts';

/** Key of the column whose filter shows archived rows of an administered list ("Ativo: Sim", issue 13). */
export const ACTIVE_KEY = 'ativo';
/** Key of the column of rows taken from the reference files unconfirmed ("Por confirmar"). */
export const ASSUMED_KEY = 'assumed';

function typeOf(adminField: AdminField): ColumnType {
  switch (adminField.input) {
    case 'integer':
    case 'number':
      return 'NUMBER';
    case 'boolean':
      return 'BOOLEAN';
    case 'multioption':
      return 'MULTIOPTION';
    // References come as JSON `{id, nome}` (lists of them), points as `{latitude, longitude}`: passed through.
    case 'search':
    case 'multisearch':
    case 'location':
      return 'LIST';
    case 'text':
    case 'textarea':
    case 'color':
    case 'option':
      return 'STRING';
    case 'date':
      return 'DATE';
    case 'datetime':
      return 'DATETIME';
    case 'file':
      return 'ANNEX_LIST';
  }
}

/**
 * A reference resource administered in Gerir: archived rows leave its lists, selectors and finders unless the
 * call filters on "Ativo"; "Por confirmar" lists the rows the reference files only assumed; and the `gestao`
 * projection (`GET {entity}/{id}?projection=gestao`) gives the row as the generic form edits it.
 */
export function withAdmin(
  resource: ResourceDefinition,
  table: AdminTable,
  tables: AdminTables,
): ResourceDefinition {
  const { alias } = table;
  const archived = archivedExpr(table, alias);
  const ativo = column({ prop: ACTIVE_KEY, name: 'Ativo', type: 'BOOLEAN', expr: sql`(NOT ${archived})` });
  const assumed =
    table.assumed === false
      ? []
      : [
          column({
            prop: ASSUMED_KEY,
            name: 'Por confirmar',
            type: 'BOOLEAN',
            expr: sql.raw(`${alias}.assumed`),
            showByDefault: false,
          }),
        ];
  const columns = [...resource.columns.filter((c) => c.descriptor.key !== ACTIVE_KEY), ativo, ...assumed];
  const gestao: ResourceField[] = [
    field('id', sql.raw(`${alias}.id`), 'NUMBER'),
    field('version', sql.raw(`${alias}.version`), 'NUMBER'),
    field('arquivado', archived, 'BOOLEAN'),
    field('assumed', table.assumed === false ? sql`false` : sql.raw(`${alias}.assumed`), 'BOOLEAN'),
    ...table.descriptor.fields
      .filter((f) => !f.secret)
      .map((f) => field(f.key, fieldExpr(tables, table, f, alias), typeOf(f))),
  ];
  const listed = [ativo, ...assumed].map((c) => field(c.descriptor.prop, c.expr, 'BOOLEAN'));
  const summary = [...resource.projections.summary.filter((f) => f.path !== ACTIVE_KEY), ...listed];
  return {
    ...resource,
    columns,
    projections: { ...resource.projections, summary, gestao },
    archived,
    archivedKey: ACTIVE_KEY,
  };
}
