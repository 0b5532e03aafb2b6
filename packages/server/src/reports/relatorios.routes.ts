import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES, isRole, type Role } from '@sigsa/domain/access/roles';
import {
  ENTIDADE_PATTERN,
  relatorioImportSchema,
  relatorioInputSchema,
  relatorioPatchSchema,
} from '@sigsa/domain/list/reports';
import type { Database } from '../db/client.ts';
import { relatorios } from '../db/schema/reports.ts';
import type { Clock } from '../platform/clock.ts';
import { conflict, forbidden, notFound } from '../platform/http/errors.ts';
import { halPage } from '../platform/http/hal.ts';
import {
  presentRelatorio,
  presentRelatorios,
  relatorioHref,
  type RelatorioRow,
} from './relatorio.presenter.ts';
import { actsAsAuthority, ownsRelatorio, relatorioVisibleTo, viewerOf } from './reports.access.ts';
import {
  RELATORIO_NOT_FOUND,
  categoriaForReference,
  insertRelatorio,
  invalidField,
  replaceShareRoles,
  replaceShareUsers,
  shareUserIds,
  visibleRelatorio,
} from './reports.store.ts';

const TAGS = ['Relatórios'];
const MAX_ID = 2_147_483_647;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const roleQuery = { role: z.string().max(64).optional() };
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const projectionQuery = z.object({ ...roleQuery, projection: z.enum(['full']).optional() });

const NOT_OWNER = 'Só o autor do relatório o pode alterar, partilhar ou remover.';
const NOT_AUTHORITY = 'Só os perfis SIGSA e Gestor podem partilhar relatórios com perfis.';
const ENTIDADE_MISMATCH = 'A entidade não corresponde à da categoria.';

/** `roles` of partilharComPerfis: repeated and/or comma-joined role names. */
function parseRoles(value: string | string[] | undefined): Role[] {
  const names = (Array.isArray(value) ? value : [value ?? ''])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
  const unknown = names.find((name) => !isRole(name));
  if (unknown !== undefined) throw invalidField('roles', `Perfil desconhecido: ${unknown.slice(0, 64)}.`);
  return [...new Set(names.filter(isRole))];
}

/** Saved reports: create, read, patch, delete, import and share with roles (spec 000 §3, §6, §7.3). */
export function relatoriosRoutes(deps: { db: Database; clock: Clock }): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  return async (app) => {
    app.get(
      '/relatorios',
      {
        schema: {
          tags: TAGS,
          summary: 'Relatórios visíveis ao utilizador (próprios e partilhados), por entidade',
          querystring: z.strictObject({
            ...roleQuery,
            entidade: z.string().regex(ENTIDADE_PATTERN).optional(),
            projection: z.enum(['full']).optional(),
            page: z.coerce.number().int().min(0).max(100_000).default(0),
            size: z.coerce.number().int().min(1).max(1000).default(1000),
          }),
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const { entidade, page, size } = request.query;
        const where = and(
          relatorioVisibleTo(viewer),
          entidade ? eq(relatorios.entidade, entidade) : undefined,
        );
        const [rows, total] = await Promise.all([
          db
            .select()
            .from(relatorios)
            .where(where)
            .orderBy(asc(relatorios.nome), asc(relatorios.id))
            .limit(size)
            .offset(page * size),
          db.select({ n: count() }).from(relatorios).where(where),
        ]);
        return halPage(
          'relatorios',
          await presentRelatorios(db, rows, viewer),
          { number: page, size, totalElements: total[0]?.n ?? 0 },
          'relatorios',
        );
      },
    );

    app.post(
      '/relatorios',
      {
        schema: {
          tags: TAGS,
          summary: 'Guarda os filtros como relatório (o uuid é gerado pelo servidor)',
          querystring: z.object(roleQuery),
          body: relatorioInputSchema,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request.auth);
        const input = request.body;
        const created = await db.transaction(async (tx) => {
          const categoria = await categoriaForReference(tx, input.categoria, 'categoria');
          if (input.entidade && input.entidade !== categoria.entidade)
            throw invalidField('entidade', ENTIDADE_MISMATCH);
          const users = await shareUserIds(tx, input.partilhadoComUtilizadores ?? []);
          const row = await insertRelatorio(tx, viewer, clock.now(), {
            nome: input.nome,
            categoria: categoria.id,
            entidade: categoria.entidade,
            filtrosJson: input.filtrosJson ?? '[]',
          });
          await replaceShareUsers(tx, row.id, users);
          // Spec 000 §6: for any other role the field is dropped from what is saved, not refused.
          if (actsAsAuthority(viewer)) await replaceShareRoles(tx, row.id, input.partilhadoComPerfis ?? []);
          return presentRelatorio(tx, row, viewer);
        });
        return reply.status(201).header('location', created._links.self.href).send(created);
      },
    );

    app.get(
      '/relatorios/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Um relatório (projeção full)',
          params: idParams,
          querystring: projectionQuery,
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const row = await visibleRelatorio(db, viewer, { id: request.params.id });
        return presentRelatorio(db, row, viewer);
      },
    );

    app.patch(
      '/relatorios/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Altera um relatório (só o autor; version desatualizada → 409)',
          params: idParams,
          querystring: projectionQuery,
          body: relatorioPatchSchema,
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const input = request.body;
        return db.transaction(async (tx) => {
          const current = await visibleRelatorio(tx, viewer, { id: request.params.id }, true);
          if (!ownsRelatorio(viewer, current)) throw forbidden(NOT_OWNER);
          if (input.version !== undefined && input.version !== null && input.version !== current.version)
            throw conflict();

          const categoria =
            input.categoria !== undefined && input.categoria !== current.categoria
              ? await categoriaForReference(tx, input.categoria, 'categoria')
              : null;
          const entidade = categoria?.entidade ?? current.entidade;
          if (input.entidade && input.entidade !== entidade)
            throw invalidField('entidade', ENTIDADE_MISMATCH);
          if (input.partilhadoComUtilizadores !== undefined) {
            await replaceShareUsers(
              tx,
              current.id,
              await shareUserIds(tx, input.partilhadoComUtilizadores ?? []),
            );
          }
          // Dropped, not refused, for roles other than SIGSA and MANAGER: what is saved keeps the old value.
          if (input.partilhadoComPerfis !== undefined && actsAsAuthority(viewer)) {
            await replaceShareRoles(tx, current.id, input.partilhadoComPerfis ?? []);
          }
          const rows = await tx
            .update(relatorios)
            .set({
              nome: input.nome ?? current.nome,
              categoria: categoria?.id ?? current.categoria,
              entidade,
              filtrosJson: input.filtrosJson ?? current.filtrosJson,
              version: current.version + 1,
              updatedBy: viewer.username,
              updatedOn: clock.now(),
            })
            .where(eq(relatorios.id, current.id))
            .returning();
          const row = rows[0];
          if (!row) throw notFound(RELATORIO_NOT_FOUND);
          return presentRelatorio(tx, row, viewer);
        });
      },
    );

    app.delete(
      '/relatorios/:id',
      {
        schema: {
          tags: TAGS,
          summary: 'Remove um relatório (só o autor)',
          params: idParams,
          querystring: z.object(roleQuery),
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request.auth);
        await db.transaction(async (tx) => {
          const current = await visibleRelatorio(tx, viewer, { id: request.params.id }, true);
          if (!ownsRelatorio(viewer, current)) throw forbidden(NOT_OWNER);
          await tx.delete(relatorios).where(eq(relatorios.id, current.id));
        });
        return reply.status(204).send();
      },
    );

    app.post(
      '/relatorios/personalizados/importar',
      {
        schema: {
          tags: TAGS,
          summary:
            'Importa (copia para os relatórios do utilizador) um relatório pelo seu uuid, ou pelo id se lhe for visível',
          querystring: relatorioImportSchema.extend(roleQuery),
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request.auth);
        const key = request.query.id;
        const copy = await db.transaction(async (tx) => {
          let source: RelatorioRow | undefined;
          if (UUID_PATTERN.test(key)) {
            // The uuid is a capability (122 random bits): whoever was given it may import the report.
            const rows = await tx.select().from(relatorios).where(eq(relatorios.uuid, key.toLowerCase()));
            source = rows[0];
          } else if (/^\d{1,10}$/.test(key) && Number(key) >= 1 && Number(key) <= MAX_ID) {
            // Numeric ids are guessable, so by id only reports the caller already sees can be imported.
            source = await visibleRelatorio(tx, viewer, { id: Number(key) });
          }
          if (!source) throw notFound(RELATORIO_NOT_FOUND);
          const categoria = await categoriaForReference(tx, source.categoria, 'categoria');
          const row = await insertRelatorio(tx, viewer, clock.now(), {
            nome: source.nome,
            categoria: categoria.id,
            entidade: source.entidade,
            filtrosJson: source.filtrosJson,
          });
          return presentRelatorio(tx, row, viewer);
        });
        return reply.status(201).header('location', relatorioHref(copy.id).href).send(copy);
      },
    );

    app.post(
      '/relatorios/personalizados/partilharComPerfis',
      {
        schema: {
          tags: TAGS,
          summary: 'Define os perfis com que um relatório é partilhado (só SIGSA e Gestor, e só o autor)',
          querystring: z.object({
            ...roleQuery,
            uuid: z.string().regex(UUID_PATTERN, 'O valor não possui o formato correto'),
            roles: z
              .union([z.string().max(1000), z.array(z.string().max(64)).max(ROLES.length * 2)])
              .optional(),
          }),
        },
      },
      async (request) => {
        const viewer = viewerOf(request.auth);
        const roles = parseRoles(request.query.roles);
        if (!actsAsAuthority(viewer)) throw forbidden(NOT_AUTHORITY);
        return db.transaction(async (tx) => {
          const current = await visibleRelatorio(
            tx,
            viewer,
            { uuid: request.query.uuid.toLowerCase() },
            true,
          );
          if (!ownsRelatorio(viewer, current)) throw forbidden(NOT_OWNER);
          await replaceShareRoles(tx, current.id, roles);
          const rows = await tx
            .update(relatorios)
            .set({ version: current.version + 1, updatedBy: viewer.username, updatedOn: clock.now() })
            .where(eq(relatorios.id, current.id))
            .returning();
          const row = rows[0];
          if (!row) throw notFound(RELATORIO_NOT_FOUND);
          return presentRelatorio(tx, row, viewer);
        });
      },
    );
  };
}
