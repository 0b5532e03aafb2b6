import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import type { ColumnDescriptor } from '@sigsa/domain/list/columns';
import { COUNT_CAP, type PageInfo } from '@sigsa/domain/list/page';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { notModified, weakEtag } from '../http/etag.ts';
import { link } from '../http/hal.ts';
import {
  compileFilter,
  containsText,
  findColumn,
  orderBy,
  parseFilters,
  parseSort,
} from './filter-compiler.ts';
import { exportExcel } from './excel-export.ts';
import { LIST_MAP_PARAMS, listMapAnswer, MapAnswerCache, mapParams, mapSpec } from './list-map.ts';
import {
  countParam,
  exactParam,
  filterPairs,
  listParams,
  queryPairs,
  repeated,
  single,
  type ListParams,
  type QueryPairs,
} from './list-params.ts';
import {
  countEach,
  countRows,
  loadOne,
  loadPage,
  loadRows,
  type CountResult,
  type ResourceRecord,
  type RowSource,
} from './list-query.ts';
import { resolveRelationIds } from './relation-codes.ts';
import { authorizeResource } from './resource-access.ts';
import type {
  ResourceDefinition,
  ResourceField,
  ResourceFinder,
  VisibilityContext,
} from './resource.types.ts';

/** Query parameters that are never filters. */
const RESERVED = new Set([
  'role',
  'hateoas',
  'page',
  'size',
  'projection',
  'sort',
  'search',
  'attributes',
  'columns',
  'count',
  'exato',
]);

/** Key of the column a filter on which shows archived records (see `ResourceDefinition.archived`). */
export const ARCHIVED_KEY = 'arquivado';

/** Default page size of the finders that feed option lists (spec 000 §9: up to 1000 items). */
const FINDER_PAGE_SIZE = 1000;

/** Longest `search` text of `search/find`. */
const MAX_SEARCH = 200;

/** The page object of a list answered with `count=false`: the page asked for, no totals. */
export interface UncountedPageInfo {
  size: number;
  number: number;
}

/** A HAL list answer: with its totals by default, without them under `count=false`. */
export interface ListAnswer {
  _embedded: Record<string, ResourceRecord[]>;
  page: PageInfo | UncountedPageInfo;
  _links: { self: { href: string } };
}

/** What the generic routes need. */
export interface ResourceRoutesDeps {
  db: Database;
  resources: readonly ResourceDefinition[];
  /** Count cap (COUNT_CAP); injectable for tests and benchmarks. */
  countCap?: number;
  /** Grouped list-map answers kept in memory (one per app by default). */
  mapCache?: MapAnswerCache;
}

/** The fields of the projection a call asks for (`summary` by default); unknown → 400. */
function projectionFields(resource: ResourceDefinition, name: string | null): readonly ResourceField[] {
  const fields = resource.projections[name ?? 'summary'];
  if (!fields || !Object.hasOwn(resource.projections, name ?? 'summary'))
    throw badRequest('Projeção desconhecida.', [{ field: 'projection', message: 'Projeção desconhecida.' }]);
  return fields;
}

/** Adds the record's self link (beside any links it already has), unless the caller asked for `hateoas=false`. */
export function present(
  resource: ResourceDefinition,
  record: ResourceRecord,
  hateoas: boolean,
): ResourceRecord {
  if (!hateoas) return record;
  const id = record.id;
  const links = record._links !== null && typeof record._links === 'object' ? record._links : {};
  return {
    ...record,
    _links: {
      ...links,
      self: link(`${resource.entity}/${typeof id === 'number' || typeof id === 'string' ? id : ''}`),
    },
  };
}

/** The `search` text of `search/find` over the resource's search columns (or the `attributes` among them). */
function searchCondition(resource: ResourceDefinition, pairs: QueryPairs): SQL | null {
  const text = (single(pairs, 'search') ?? '').trim();
  if (text === '') return null;
  if (text.length > MAX_SEARCH) throw badRequest('O texto de pesquisa é demasiado longo.');
  const attributes = repeated(pairs, 'attributes')
    .flatMap((a) => a.split(','))
    .filter((a) => a !== '');
  const keys = attributes.length > 0 ? attributes : resource.searchColumns;
  const conditions = keys.map((key) => {
    const column = findColumn(resource, key);
    if (!column || !resource.searchColumns.includes(column.descriptor.key))
      throw badRequest('Atributo de pesquisa desconhecido.', [
        { field: 'attributes', message: 'Atributo de pesquisa desconhecido.' },
      ]);
    return containsText(column.expr, text);
  });
  return conditions.length === 0 ? sql`FALSE` : sql`(${sql.join(conditions, sql` OR `)})`;
}

/**
 * What a caller's list of `resource` keeps before any filter (`base`: the visibility, and archived records left
 * out unless a filter names them) and the validated filters of `pairs` (`filters`), apart: Início's cards count
 * one scan of `base` under each card's filters.
 */
export async function listConditions(
  db: Database,
  resource: ResourceDefinition,
  ctx: VisibilityContext,
  pairs: QueryPairs,
  { listing = true }: { listing?: boolean } = {},
): Promise<{ base: SQL[]; filters: SQL[] }> {
  const visibility = resource.visibility(ctx);
  const filters = await resolveRelationIds(db, parseFilters(resource, filterPairs(pairs, RESERVED)));
  const archived =
    listing &&
    resource.archived &&
    !filters.some((f) => f.column.descriptor.key === (resource.archivedKey ?? ARCHIVED_KEY))
      ? [sql`NOT ${resource.archived}`]
      : [];
  const bound = filters.map((f) =>
    f.column.forCaller ? { ...f, column: { ...f.column, expr: f.column.forCaller(ctx) } } : f,
  );
  return { base: [...(visibility ? [visibility] : []), ...archived], filters: bound.map(compileFilter) };
}

/**
 * Visibility plus the validated filters of the call: what export and lists share. A list leaves archived records
 * out unless it filters on them; one record read by its id or key (`listing: false`) is found archived or not.
 */
export async function rowSource(
  db: Database,
  resource: ResourceDefinition,
  request: FastifyRequest,
  pairs: QueryPairs,
  options: { listing?: boolean } = {},
): Promise<RowSource> {
  const ctx = await authorizeResource(db, resource, request.auth);
  const { base, filters } = await listConditions(db, resource, ctx, pairs, options);
  return { resource, conditions: [...base, ...filters] };
}

/**
 * The generic routes of every registered resource (brief §6, spec 000 §7.2): columns, filter, find, all,
 * finders, the paged collection, one record, and the Excel export.
 */
export function resourceRoutes(deps: ResourceRoutesDeps): FastifyPluginAsyncZod {
  const { db, resources } = deps;
  const cap = deps.countCap ?? COUNT_CAP;
  const mapCache = deps.mapCache ?? new MapAnswerCache();

  /** What a list call and its count share: visibility, filters, search, and the validated paging parameters. */
  async function prepare(
    resource: ResourceDefinition,
    request: FastifyRequest,
    opts: { search: boolean; defaultSize?: number; extra?: SQL; pairs?: QueryPairs },
  ): Promise<{ source: RowSource; params: ListParams; fields: readonly ResourceField[]; order: SQL }> {
    const pairs = opts.pairs ?? queryPairs(request.url);
    const source = await rowSource(db, resource, request, pairs);
    const params = listParams(pairs, opts.defaultSize);
    const fields = projectionFields(resource, params.projection);
    const sort = params.sort.some((s) => s.trim() !== '') ? params.sort : (resource.defaultSort ?? []);
    const order = orderBy(resource, parseSort(resource, sort));
    const search = opts.search ? searchCondition(resource, pairs) : null;
    const conditions = [
      ...source.conditions,
      ...(search ? [search] : []),
      ...(opts.extra ? [opts.extra] : []),
    ];
    return { source: { resource, conditions }, params, fields, order };
  }

  async function list(
    resource: ResourceDefinition,
    request: FastifyRequest,
    opts: { search: boolean; defaultSize?: number; extra?: SQL; pairs?: QueryPairs },
  ): Promise<ListAnswer> {
    const pairs = opts.pairs ?? queryPairs(request.url);
    const { source, params, fields, order } = await prepare(resource, request, { ...opts, pairs });
    const counted = countParam(pairs);
    const paging = { number: params.page, size: params.size };
    let records: ResourceRecord[];
    let page: PageInfo | UncountedPageInfo;
    if (counted) {
      const result = await loadPage(db, source, fields, order, paging, cap);
      records = result.records;
      page = {
        size: params.size,
        totalElements: result.totalElements,
        totalPages: Math.ceil(result.totalElements / params.size),
        number: params.page,
        totalCapped: result.totalCapped,
      };
    } else {
      records = await loadRows(db, source, fields, order, paging);
      page = { size: params.size, number: params.page };
    }
    return {
      _embedded: {
        [resource.entity]: params.hateoas ? records.map((r) => present(resource, r, true)) : records,
      },
      page,
      _links: { self: link(request.url.split('?')[0]?.replace(/^\/api\//, '') ?? resource.entity) },
    };
  }

  /**
   * `search/count`: the capped count of what `search/filter` lists for the same query, and nothing else; with
   * `exato=true`, every row counted (the count Início's cards make, issue 17).
   */
  async function count(resource: ResourceDefinition, request: FastifyRequest): Promise<CountResult> {
    const pairs = queryPairs(request.url);
    // Same parameters, same checks and same order as the list: a query the list refuses, the count refuses alike.
    const { source } = await prepare(resource, request, { search: false, pairs });
    countParam(pairs);
    if (!exactParam(pairs)) return countRows(db, source, cap);
    const { total = 0 } = await countEach(db, resource, source.conditions, [
      { key: 'total', conditions: [] },
    ]);
    return { totalElements: total, totalCapped: false };
  }

  function finderValues(finder: ResourceFinder, pairs: QueryPairs): Record<string, string> {
    const values: Record<string, string> = {};
    for (const name of finder.params) {
      const value = (single(pairs, name) ?? '').trim();
      if (value === '' || value.length > 1000)
        throw badRequest('Parâmetro em falta ou inválido.', [
          { field: name, message: 'Este campo é obrigatório' },
        ]);
      values[name] = value;
    }
    return values;
  }

  return async (app) => {
    for (const resource of resources) {
      const base = `/${resource.entity}`;
      const tags = ['Listas'];
      const columns: readonly ColumnDescriptor[] = Object.freeze(resource.columns.map((c) => c.descriptor));
      const columnsJson = JSON.stringify(columns);

      app.get(
        `${base}/search/columns`,
        { schema: { tags, summary: `Colunas de ${resource.entity}` } },
        async (request, reply) => {
          await authorizeResource(db, resource, request.auth);
          return reply
            .type('application/json; charset=utf-8')
            .header('cache-control', 'private, max-age=300')
            .send(columnsJson);
        },
      );

      app.get(
        `${base}/search/filter`,
        { schema: { tags, summary: `Lista filtrada de ${resource.entity}` } },
        async (request) => list(resource, request, { search: false }),
      );
      app.get(
        `${base}/search/count`,
        {
          schema: {
            tags,
            summary: `Contagem de ${resource.entity} com os filtros da lista: limitada, ou exata com exato=true`,
          },
        },
        async (request) => count(resource, request),
      );
      app.get(
        `${base}/search/find`,
        { schema: { tags, summary: `Pesquisa em ${resource.entity}` } },
        async (request) => list(resource, request, { search: true }),
      );
      app.get(
        `${base}/search/all`,
        { schema: { tags, summary: `Todos os registos de ${resource.entity}` } },
        async (request) => list(resource, request, { search: false }),
      );

      for (const finder of resource.finders) {
        app.get(
          `${base}/search/${finder.name}`,
          { schema: { tags, summary: `${resource.entity}: ${finder.name}` } },
          async (request) => {
            const pairs = queryPairs(request.url);
            if (!finder.single) {
              const values = finderValues(finder, pairs);
              return list(resource, request, {
                search: false,
                defaultSize: FINDER_PAGE_SIZE,
                extra: finder.where(values),
                pairs: pairs.filter(([k]) => !finder.params.includes(k)),
              });
            }
            const source = await rowSource(db, resource, request, [], { listing: false });
            const values = finderValues(finder, pairs);
            const params = listParams(pairs.filter(([k]) => RESERVED.has(k)));
            const record = await loadOne(
              db,
              source,
              projectionFields(resource, params.projection),
              finder.where(values),
            );
            if (!record) throw notFound();
            return present(resource, record, params.hateoas);
          },
        );
      }

      const map = mapSpec(resource);
      if (map)
        app.get(
          `${base}/search/mapa`,
          {
            schema: {
              tags,
              summary: `Mapa de ${resource.entity}: os registos da lista numa área, agrupados ou um a um`,
            },
          },
          async (request) => {
            const pairs = queryPairs(request.url);
            // The list's rows (its visibility, its filters; its paging parameters accepted and ignored), then the area.
            const source = await rowSource(
              db,
              resource,
              request,
              pairs.filter(([k]) => !LIST_MAP_PARAMS.has(k)),
            );
            const { view, zoom } = mapParams(pairs);
            return listMapAnswer(db, map, source, view, zoom, mapCache);
          },
        );

      app.get(
        `${base}/export/excel`,
        { schema: { tags, summary: `Exportação de ${resource.entity} para Excel` } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const pairs = queryPairs(request.url);
          const source = await rowSource(db, resource, request, pairs);
          return exportExcel(db, source, single(pairs, 'columns'), reply);
        },
      );

      app.get(
        base,
        { schema: { tags, summary: `Página de ${resource.entity}` } },
        async (request: FastifyRequest, reply: FastifyReply) => {
          const answer = await list(resource, request, { search: false });
          if (resource.area !== null) return answer;
          // A reference list changes only through Gerir: the client revalidates it by its tag (the sanitary-risk
          // tree's 3,259 parishes come back as a 304 with no body).
          const body = JSON.stringify(answer);
          const etag = weakEtag(body);
          void reply.header('etag', etag).header('cache-control', 'private, no-cache');
          if (notModified(request, etag)) return reply.code(304).send();
          return reply.type('application/json; charset=utf-8').send(body);
        },
      );

      if (resource.ownSingleRead) continue;
      app.get(
        `${base}/:id`,
        { schema: { tags, summary: `Um registo de ${resource.entity}` } },
        async (request) => {
          const pairs = queryPairs(request.url);
          const source = await rowSource(db, resource, request, [], { listing: false });
          const params = listParams(pairs.filter(([k]) => RESERVED.has(k)));
          const fields = projectionFields(resource, params.projection);
          const { id } = request.params as { id: string };
          let key: SQL;
          if (/^\d{1,9}$/.test(id)) key = sql`${resource.id} = ${Number(id)}`;
          // PostgreSQL text cannot hold NUL (the query would fail): no stored key has one, so no such record.
          else if (resource.naturalKey && id.length <= 100 && !id.includes('\u0000'))
            key = sql`${resource.naturalKey} = ${id}`;
          else throw notFound();
          const record = await loadOne(db, source, fields, key);
          if (!record) throw notFound();
          const decorated = resource.decorate
            ? resource.decorate(record, await authorizeResource(db, resource, request.auth))
            : record;
          return present(resource, decorated, params.hateoas);
        },
      );
    }
  };
}
