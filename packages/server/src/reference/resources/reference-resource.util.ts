import { sql, type SQL } from 'drizzle-orm';
import type { ColumnType } from '@sigsa/domain/list/columns';
import {
  column,
  columnFields,
  field,
  type ColumnSpec,
  type ResourceColumn,
  type ResourceDefinition,
  type ResourceField,
  type ResourceFinder,
} from '../../platform/resources/resource.types.ts';

/** A column of a reference table `alias.col` (static identifiers only, never user input). */
export function refColumn(
  alias: string,
  col: string,
  prop: string,
  name: string,
  type: ColumnType = 'STRING',
  extra: Partial<ColumnSpec> = {},
): ResourceColumn {
  return column({ prop, name, type, expr: sql.raw(`${alias}.${col}`), ...extra });
}

/** A relation column shown by the related row's name and filtered by its id or code. */
export function relationColumn(
  prop: string,
  name: string,
  repository: string,
  alias: string,
  codeExpr: SQL,
): ResourceColumn {
  return column({
    prop,
    name,
    type: 'OPTION',
    expr: sql.raw(`${alias}.nome`),
    repository,
    properties: ['nome'],
    relation: { idExpr: sql.raw(`${alias}.id`), codeExpr },
  });
}

/** Reference lists: visible to every signed-in user (no role needed), summary = id + columns. */
export function referenceResource(opts: {
  entity: string;
  from: SQL;
  alias: string;
  columns: ResourceColumn[];
  searchColumns?: string[];
  finders?: ResourceFinder[];
  fullFields?: ResourceField[];
}): ResourceDefinition {
  const id = sql.raw(`${opts.alias}.id`);
  const summary = [field('id', id, 'NUMBER'), ...columnFields(opts.columns)];
  const full = [...summary, ...(opts.fullFields ?? [])];
  return {
    entity: opts.entity,
    area: null,
    from: opts.from,
    id,
    naturalKey: null,
    columns: opts.columns,
    searchColumns:
      opts.searchColumns ??
      opts.columns.filter((c) => c.descriptor.type === 'STRING').map((c) => c.descriptor.key),
    projections: { summary, full, fullMV: full },
    visibility: () => null,
    finders: opts.finders ?? [],
  };
}

/** Options of a fixed list of codes shown as themselves. */
export function codeOptions(codes: readonly string[]): { value: string; label: string }[] {
  return codes.map((c) => ({ value: c, label: c }));
}

/**
 * The ids of a finder's comma-separated list parameter (`ids=1,2,3`, 001 §7), as an SQL int[]; an empty array
 * for anything else, so that a malformed list finds nothing rather than failing.
 */
export function idsParam(value: string | undefined): SQL {
  const ids = /^\d{1,9}(,\d{1,9})*$/.test(value ?? '')
    ? [...new Set((value ?? '').split(',').map(Number))]
    : [];
  return sql`${sql.param(ids)}::int[]`;
}

/** A finder's integer parameter, or 0 (no row has it) for anything else. */
export function idParam(value: string | undefined): number {
  return /^\d{1,9}$/.test(value ?? '') ? Number(value) : 0;
}
