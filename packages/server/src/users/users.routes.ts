import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AUTHORITY_ROLES, ROLES, ROLE_LABELS } from '@sigsa/domain/access/roles';
import type { PublicUser } from '@sigsa/domain/access/user';
import { CONSTANT_TYPE_NAMES, CONSTANT_TYPE_NAME_MAX, constantsOf } from '@sigsa/domain/constants/constants';
import type { Database } from '../db/client.ts';
import { utilizadores } from '../db/schema/users.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../platform/http/errors.ts';
import { halPage, link } from '../platform/http/hal.ts';
import { containsText, likeEscape } from '../platform/resources/filter-compiler.ts';
import { loadCurrentUser, permissoesOf } from './current-user.ts';
import { readGestaoUser } from './user-accounts.ts';
import { veterinarioCondition } from './veterinarios.ts';

const roleQuery = { role: z.string().max(64).optional() };
const SEARCH_LIMIT = 100;

const publicColumns = {
  id: utilizadores.id,
  username: utilizadores.username,
  nome: utilizadores.nome,
  nif: utilizadores.nif,
  email: utilizadores.email,
  nic: utilizadores.nic,
};

/** The public projection of a user: no roles, no account state, no password. */
function toPublic(row: Omit<PublicUser, '_links'>): PublicUser {
  return { ...row, _links: { self: link(`users/${row.id}`) } };
}

/** Current user, users by id, user searches, roles and the constants of every enumeration (spec 000 §7.1, §7.2). */
export function usersRoutes(deps: { db: Database }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/utilizadores/current',
      { schema: { tags: ['Utilizadores'], summary: 'Utilizador atual', querystring: z.object(roleQuery) } },
      async (request) => {
        const auth = request.auth;
        if (!auth) throw unauthorized();
        const user = await loadCurrentUser(db, auth.userId, auth.role, auth.roles);
        if (!user) throw unauthorized();
        return user;
      },
    );

    app.get(
      '/users/:id',
      {
        schema: {
          tags: ['Utilizadores'],
          summary:
            'Utilizador por id (projeção pública; "full" só ao próprio, a SIGSA e a MANAGER; "gestao", a de Gerir, a quem consulta Gerir)',
          params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
          querystring: z.object({
            ...roleQuery,
            projection: z.enum(['public', 'full', 'gestao']).optional(),
          }),
        },
      },
      async (request) => {
        const auth = request.auth;
        if (!auth) throw unauthorized();
        const { id } = request.params;
        if (request.query.projection === 'gestao') {
          const user = await readGestaoUser(db, request, id);
          if (!user) throw notFound();
          return user;
        }
        if (request.query.projection === 'full') {
          const self = id === auth.userId;
          if (!self && !(auth.role && AUTHORITY_ROLES.includes(auth.role))) throw forbidden();
          const user = await loadCurrentUser(db, id, null);
          if (!user) throw notFound();
          return user;
        }
        const rows = await db.select(publicColumns).from(utilizadores).where(eq(utilizadores.id, id));
        const row = rows[0];
        if (!row) throw notFound();
        return toPublic(row);
      },
    );

    app.get(
      '/utilizadores/search/findUtilizadorByNomeOrNif',
      {
        schema: {
          tags: ['Utilizadores'],
          summary:
            'Procura utilizadores por nome (sem acentos nem maiúsculas) ou NIF; com veterinario=true, só quem pode ser o médico veterinário de um registo (conta ativa, NIF, ROLE_MV, ROLE_MV_MUNICIPAL ou ROLE_SIGSA)',
          querystring: z.object({
            ...roleQuery,
            // PostgreSQL refuses a NUL byte in text: a 400 here, never a database error (hostile-input property).
            search: z
              .string()
              .max(200)
              .refine((text) => !text.includes('\u0000'), { error: 'Contém caracteres inválidos.' })
              .default(''),
            projection: z.literal('public').optional(),
            size: z.coerce.number().int().min(1).max(SEARCH_LIMIT).default(SEARCH_LIMIT),
            // The vet pickers of record forms: only who may be a record's veterinarian (issue 13 gap 7).
            veterinario: z.enum(['true', 'false']).optional(),
          }),
        },
      },
      async (request) => {
        const text = request.query.search.trim();
        const veterinario = request.query.veterinario === 'true';
        if (text.length === 0)
          return halPage(
            'utilizadores',
            [],
            { number: 0, size: request.query.size, totalElements: 0 },
            'utilizadores/search/findUtilizadorByNomeOrNif',
          );
        const rows = await db
          .select(publicColumns)
          .from(utilizadores)
          .where(
            and(
              eq(utilizadores.enabled, true),
              veterinario ? veterinarioCondition(sql`utilizadores`) : undefined,
              or(
                containsText(sql`${utilizadores.nome}`, text),
                ilike(utilizadores.nif, `${likeEscape(text)}%`),
              ),
            ),
          )
          .orderBy(asc(utilizadores.nome))
          .limit(request.query.size);
        return halPage(
          'utilizadores',
          rows.map(toPublic),
          { number: 0, size: request.query.size, totalElements: rows.length },
          'utilizadores/search/findUtilizadorByNomeOrNif',
        );
      },
    );

    app.get(
      '/utilizadores/search/findUtilizadorByNif',
      {
        schema: {
          tags: ['Utilizadores'],
          summary: 'Procura utilizadores pelo NIF exato',
          querystring: z.object({
            ...roleQuery,
            nif: z.string().max(20).optional(),
            search: z.string().max(20).optional(),
            projection: z.literal('public').optional(),
          }),
        },
      },
      async (request) => {
        const nif = (request.query.nif ?? request.query.search ?? '').trim();
        if (!/^\d{1,9}$/.test(nif)) throw badRequest('O NIF deve conter apenas dígitos (até 9).');
        const rows = await db
          .select(publicColumns)
          .from(utilizadores)
          .where(and(eq(utilizadores.enabled, true), eq(utilizadores.nif, nif)));
        return halPage(
          'utilizadores',
          rows.map(toPublic),
          { number: 0, size: SEARCH_LIMIT, totalElements: rows.length },
          'utilizadores/search/findUtilizadorByNif',
        );
      },
    );

    const roleList = ROLES.map((role) => ({ nome: role, descricao: ROLE_LABELS[role] }));

    // Each role with its access level per area: the web's "Sem acesso" page names the profiles that open a
    // screen from it (an addition to the spec's "list of roles"; read where sharing only needs the names).
    app.get(
      '/utilizadores/roles',
      { schema: { tags: ['Utilizadores'], summary: 'Lista de perfis', querystring: z.object(roleQuery) } },
      async () => {
        const permissoes = await permissoesOf(db, [...ROLES]);
        return roleList.map((role) => ({ ...role, permissoes: permissoes[role.nome] ?? {} }));
      },
    );

    app.get(
      '/constants',
      {
        schema: {
          tags: ['Constantes'],
          summary: `Constantes por tipo: [{ nome, descricao }] (typeName: ${CONSTANT_TYPE_NAMES.join(', ')})`,
          querystring: z.object({ ...roleQuery, typeName: z.string().max(CONSTANT_TYPE_NAME_MAX) }),
        },
      },
      async (request) => {
        // One registry in the domain (packages/domain/src/constants/constants.ts), built from its own lists.
        const constants = constantsOf(request.query.typeName);
        if (!constants) throw notFound(`Tipo de constante desconhecido: ${request.query.typeName}.`);
        return constants;
      },
    );
  };
}
