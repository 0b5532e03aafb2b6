import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { UNSORTABLE_MESSAGE } from '@sigsa/domain/list/page';
import { REQUIRED_MESSAGE } from '@sigsa/domain/validation/messages';
import {
  ENTIDADE_PATTERN,
  categoriaRelatorioInputSchema,
  type CategoriaRelatorio,
} from '@sigsa/domain/list/reports';
import type { Database, Tx } from '../db/client.ts';
import { categoriasRelatorios, relatorios } from '../db/schema/reports.ts';
import type { Clock } from '../platform/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../platform/http/errors.ts';
import { halPage } from '../platform/http/hal.ts';
import { parseCategoriaFilter, type CategoriaFilter } from './categorias-relatorios.filter.ts';
import { presentCategoriaTrees, presentRelatorios, type CategoriaRow } from './relatorio.presenter.ts';
import { mayEditCategoria, relatorioVisibleTo, viewerOf, type Viewer } from './reports.access.ts';
import { CATEGORIA_NOT_FOUND, categoriaForReference, invalidField } from './reports.store.ts';

const TAGS = ['Relatórios'];
const ENTITY = 'categoriasRelatorios';
const MAX_ID = 2_147_483_647;
const roleQuery = { role: z.string().max(64).optional() };
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const paging = {
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  // Spec 000 §9: the category list is read with size 1000.
  size: z.coerce.number().int().min(1).max(1000).default(1000),
  projection: z.enum(['single']).optional(),
  sort: z.union([z.string().max(64), z.array(z.string().max(64)).max(4)]).optional(),
};

const NOT_EDITOR = 'Só quem criou a categoria, ou os perfis SIGSA e Gestor, a podem alterar ou remover.';
const NOT_EMPTY = 'A categoria não pode ser removida porque contém subcategorias ou relatórios.';

/** `sort=prop,dir` (repeated) over the two sortable props; anything else → 400. */
function orderBy(sort: string | string[] | undefined): SQL[] {
  const list = Array.isArray(sort) ? sort : sort ? [sort] : [];
  const order: SQL[] = [];
  for (const item of list) {
    const [prop = '', dir = 'asc', ...rest] = item.split(',');
    const column =
      prop === 'nome' ? categoriasRelatorios.nome : prop === 'id' ? categoriasRelatorios.id : null;
    if (!column || rest.length > 0 || (dir !== 'asc' && dir !== 'desc')) throw badRequest(UNSORTABLE_MESSAGE);
    order.push(dir === 'asc' ? asc(column) : desc(column));
  }
  return [...order, asc(categoriasRelatorios.nome), asc(categoriasRelatorios.id)];
}

/** Roots of the given rows with their whole subtree and the reports the viewer sees (projection single). */
async function treesOf(
  db: Database | Tx,
  roots: CategoriaRow[],
  viewer: Viewer,
): Promise<CategoriaRelatorio[]> {
  if (roots.length === 0) return [];
  const entidades = [...new Set(roots.map((r) => r.entidade))];
  // Subcategories always share their parent's entity, so one entity's rows hold every subtree.
  const all = await db
    .select()
    .from(categoriasRelatorios)
    .where(inArray(categoriasRelatorios.entidade, entidades))
    .orderBy(asc(categoriasRelatorios.nome), asc(categoriasRelatorios.id));
  const reports = await db
    .select()
    .from(relatorios)
    .where(and(inArray(relatorios.entidade, entidades), relatorioVisibleTo(viewer)))
    .orderBy(asc(relatorios.nome), asc(relatorios.id));
  return presentCategoriaTrees(roots, all, await presentRelatorios(db, reports, viewer), viewer);
}

/** One category with its subtree, or 404. */
async function categoriaTree(db: Database | Tx, id: number, viewer: Viewer): Promise<CategoriaRelatorio> {
  const rows = await db.select().from(categoriasRelatorios).where(eq(categoriasRelatorios.id, id));
  const [tree] = await treesOf(db, rows, viewer);
  if (!tree) throw notFound(CATEGORIA_NOT_FOUND);
  return tree;
}

/** A category locked for update, or 404. */
async function lockedCategoria(tx: Tx, id: number): Promise<CategoriaRow> {
  const rows = await tx
    .select()
    .from(categoriasRelatorios)
    .where(eq(categoriasRelatorios.id, id))
    .for('update');
  const row = rows[0];
  if (!row) throw notFound(CATEGORIA_NOT_FOUND);
  return row;
}

/** True when `candidate` is `id` or one of its descendants (walking up from the candidate). */
async function isSelfOrDescendant(tx: Tx, id: number, candidate: number, entidade: string): Promise<boolean> {
  const rows = await tx
    .select({ id: categoriasRelatorios.id, pai: categoriasRelatorios.pai })
    .from(categoriasRelatorios)
    .where(eq(categoriasRelatorios.entidade, entidade));
  const parentOf = new Map(rows.map((r) => [r.id, r.pai]));
  const seen = new Set<number>();
  for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parentOf.get(at)) {
    if (at === id) return true;
    seen.add(at);
  }
  return false;
}

/** Report categories: the tree per entity, create, update, delete (spec 000 §3, §7.3). */
export function categoriasRelatoriosRoutes(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  const { db, clock } = deps;

  async function list(
    viewer: Viewer,
    filter: CategoriaFilter,
    q: { page: number; size: number; sort?: string | string[] | undefined },
    selfPath: string,
  ) {
    const where = and(
      filter.pai === 'IS_NULL'
        ? isNull(categoriasRelatorios.pai)
        : filter.pai !== undefined
          ? eq(categoriasRelatorios.pai, filter.pai)
          : undefined,
      filter.entidade !== undefined ? eq(categoriasRelatorios.entidade, filter.entidade) : undefined,
    );
    const order = orderBy(q.sort);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(categoriasRelatorios)
        .where(where)
        .orderBy(...order)
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(categoriasRelatorios).where(where),
    ]);
    return halPage(
      ENTITY,
      await treesOf(db, rows, viewer),
      { number: q.page, size: q.size, totalElements: total[0]?.n ?? 0 },
      selfPath,
    );
  }

  return async (app) => {
    app.get(
      '/categoriasRelatorios',
      {
        schema: {
          tags: TAGS,
          summary:
            'Categorias de relatórios (raiz=true: só as de topo), com subcategorias e relatórios visíveis',
          querystring: z.strictObject({
            ...roleQuery,
            ...paging,
            entidade: z.string().regex(ENTIDADE_PATTERN).optional(),
            raiz: z.enum(['true', 'false']).optional(),
          }),
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const { entidade, raiz } = request.query;
        return list(
          viewer,
          { ...(raiz === 'true' ? { pai: 'IS_NULL' } : {}), ...(entidade ? { entidade } : {}) },
          request.query,
          ENTITY,
        );
      },
    );

    app.get(
      '/categoriasRelatorios/search/filter',
      {
        schema: {
          tags: TAGS,
          summary:
            'Categorias filtradas por pai (IS_NULL ou id) e entidade, no formato dos filtros das listas',
          querystring: z.strictObject({
            ...roleQuery,
            ...paging,
            hateoas: z.enum(['true', 'false']).optional(),
            pai: z.string().max(2000).optional(),
            entidade: z.string().max(2000).optional(),
          }),
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const filter = parseCategoriaFilter({ pai: request.query.pai, entidade: request.query.entidade });
        return list(viewer, filter, request.query, `${ENTITY}/search/filter`);
      },
    );

    app.get(
      '/categoriasRelatorios/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Uma categoria com as subcategorias e os relatórios visíveis (projeção single)',
          params: idParams,
          querystring: z.object({ ...roleQuery, projection: z.enum(['single']).optional() }),
        },
      },
      async (request) => categoriaTree(db, request.params.id, viewerOf(request.auth)),
    );

    app.post(
      '/categoriasRelatorios',
      {
        schema: {
          tags: TAGS,
          summary: 'Cria uma categoria (entidade obrigatória na raiz; uma subcategoria herda a do pai)',
          querystring: z.object(roleQuery),
          body: categoriaRelatorioInputSchema,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request.auth);
        const input = request.body;
        const created = await db.transaction(async (tx) => {
          const pai = input.pai ? await categoriaForReference(tx, input.pai, 'pai') : null;
          const entidade = pai?.entidade ?? input.entidade;
          if (!entidade) throw invalidField('entidade', REQUIRED_MESSAGE);
          if (pai && input.entidade && input.entidade !== pai.entidade)
            throw invalidField('entidade', 'A entidade não corresponde à da categoria pai.');
          const now = clock.now();
          const rows = await tx
            .insert(categoriasRelatorios)
            .values({
              nome: input.nome,
              descricao: input.descricao || null,
              pai: pai?.id ?? null,
              entidade,
              createdBy: viewer.username,
              createdOn: now,
              updatedBy: viewer.username,
              updatedOn: now,
            })
            .returning();
          const row = rows[0];
          if (!row) throw notFound(CATEGORIA_NOT_FOUND);
          return categoriaTree(tx, row.id, viewer);
        });
        return reply.status(201).header('location', created._links.self.href).send(created);
      },
    );

    app.put(
      '/categoriasRelatorios/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Altera uma categoria (quem a criou, SIGSA ou Gestor; version desatualizada → 409)',
          params: idParams,
          querystring: z.object(roleQuery),
          body: categoriaRelatorioInputSchema,
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const input = request.body;
        return db.transaction(async (tx) => {
          const current = await lockedCategoria(tx, request.params.id);
          if (!mayEditCategoria(viewer, current)) throw forbidden(NOT_EDITOR);
          if (input.version !== undefined && input.version !== null && input.version !== current.version)
            throw conflict();
          if (input.entidade && input.entidade !== current.entidade)
            throw invalidField('entidade', 'A entidade de uma categoria não pode ser alterada.');
          const pai = input.pai ? await categoriaForReference(tx, input.pai, 'pai') : null;
          if (pai && pai.entidade !== current.entidade)
            throw invalidField('pai', 'A categoria pai pertence a outra entidade.');
          if (pai && (await isSelfOrDescendant(tx, current.id, pai.id, current.entidade)))
            throw invalidField('pai', 'Uma categoria não pode ficar dentro de si própria.');
          await tx
            .update(categoriasRelatorios)
            .set({
              nome: input.nome,
              descricao: input.descricao || null,
              pai: pai?.id ?? null,
              version: current.version + 1,
              updatedBy: viewer.username,
              updatedOn: clock.now(),
            })
            .where(eq(categoriasRelatorios.id, current.id));
          return categoriaTree(tx, current.id, viewer);
        });
      },
    );

    app.delete(
      '/categoriasRelatorios/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Remove uma categoria vazia (quem a criou, SIGSA ou Gestor); com conteúdo → 409',
          params: idParams,
          querystring: z.object(roleQuery),
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request.auth);
        await db.transaction(async (tx) => {
          const current = await lockedCategoria(tx, request.params.id);
          if (!mayEditCategoria(viewer, current)) throw forbidden(NOT_EDITOR);
          // Counted after the lock: writers that reference the category hold FOR KEY SHARE until they commit.
          const [children] = await tx
            .select({ n: count() })
            .from(categoriasRelatorios)
            .where(eq(categoriasRelatorios.pai, current.id));
          const [reports] = await tx
            .select({ n: count() })
            .from(relatorios)
            .where(eq(relatorios.categoria, current.id));
          if ((children?.n ?? 0) > 0 || (reports?.n ?? 0) > 0) throw conflict(NOT_EMPTY);
          await tx.delete(categoriasRelatorios).where(eq(categoriasRelatorios.id, current.id));
        });
        return reply.status(204).send();
      },
    );
  };
}
