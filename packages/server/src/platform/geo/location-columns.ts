import { sql, type SQL } from 'drizzle-orm';
import { column, type ResourceColumn } from '../resources/resource.types.ts';

/** The administrative divisions of the CAOP a row may sit in: label, table (the list's repository), code column. */
const DIVISIONS = {
  freguesia: { name: 'Freguesia', table: 'freguesias', code: 'dicofre' },
  concelho: { name: 'Concelho', table: 'concelhos', code: 'dico' },
  distrito: { name: 'Distrito', table: 'distritos', code: 'di' },
} as const;

/** Group of a list's location columns. */
const LOCATION_GROUP = 'Localização';

/** Group of a record's region columns: where it is filed (SVL/SVR visibility, Início's map), `regiao.*`. */
const REGION_GROUP = 'Região';

/**
 * The column of the parish, municipality or district a resource's rows sit in (`{level}.nome`): the name from the
 * division's table, joined in the resource's FROM as `joined`; filtered by the division's id or code, where the
 * code is `code`, an expression over the listed table's own columns (a parish code starts with its municipality's
 * and district's codes), so an index of that table serves the filter. With `regiao`, the division a record is
 * filed under (`regiao.{level}.nome`, in the Região group).
 */
export function divisionColumn(
  level: keyof typeof DIVISIONS,
  joined: string,
  code: SQL,
  { showByDefault = true, regiao = false }: { showByDefault?: boolean; regiao?: boolean } = {},
): ResourceColumn {
  const division = DIVISIONS[level];
  const alias = sql.raw(joined);
  return column({
    showByDefault,
    prop: regiao ? `regiao.${level}.nome` : `${level}.nome`,
    name: division.name,
    type: 'OPTION',
    group: regiao ? REGION_GROUP : LOCATION_GROUP,
    expr: sql`${alias}.nome`,
    repository: division.table,
    properties: ['nome'],
    relation: {
      idExpr: sql`${alias}.id`,
      codeExpr: code,
      codeLookup: { table: sql.raw(division.table), id: sql`id`, code: sql.raw(division.code) },
    },
  });
}

/** The point a resource's rows are at (`localizacao`, a POINT), a column hidden unless chosen. */
export function localizacaoColumn(expr: SQL): ResourceColumn {
  return column({
    prop: 'localizacao',
    name: 'Localização',
    type: 'POINT',
    group: LOCATION_GROUP,
    expr,
    showByDefault: false,
  });
}

/** A point as the API speaks it: `{ latitude, longitude }` (WGS84 degrees), null when unset. */
export function latLon(expr: SQL): SQL {
  return sql`CASE WHEN ${expr} IS NULL THEN NULL
    ELSE json_build_object('latitude', ST_Y(${expr}), 'longitude', ST_X(${expr})) END`;
}
