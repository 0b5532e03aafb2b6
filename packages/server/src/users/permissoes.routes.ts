import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ACCESS_LEVEL_LABELS, ACCESS_LEVELS, type AccessLevel } from '@sigsa/domain/access/access-levels';
import { AREA_LABELS, AREAS } from '@sigsa/domain/access/areas';
import { quemPode, type LiveLevels } from '@sigsa/domain/access/quem-pode';
import { ROLE_LABELS, ROLES } from '@sigsa/domain/access/roles';
import { queryRows, type Database } from '../db/client.ts';
import { writeGestaoChange } from '../platform/admin/admin-audit.ts';
import { adminActor, gestaoReader } from '../platform/admin/admin-writes.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { conflict } from '../platform/http/errors.ts';
import { streamXlsx } from '../platform/resources/excel-export.ts';
import { RECORD_TYPES } from '../records.registry.ts';

// "Quem pode fazer o quê" (issue 13, ours): the live access matrix (`role_permissoes`), each record type's
// workflow read through it (domain `quemPode`), a level changed by ROLE_SIGSA (audited; sessions forget their
// cached levels at once), and the matrix as an Excel workbook.

export const SIGSA_GESTAO_MESSAGE = 'O perfil ROLE_SIGSA tem de manter o nível Registo em Gerir.';
const tags = ['Perfis e acessos'];
const query = z.object({ role: z.string().max(64).optional() });

async function liveLevels(db: Database): Promise<LiveLevels> {
  const rows = await queryRows<{ role: string; area: string; nivel: AccessLevel }>(
    db,
    sql`SELECT role, area, nivel FROM role_permissoes`,
  );
  const levels: Record<string, Record<string, AccessLevel>> = {};
  for (const row of rows) (levels[row.role] ??= {})[row.area] = row.nivel;
  return levels;
}

/** The matrix and the workflows as the screen shows them. */
async function permissoes(db: Database) {
  const niveis = await liveLevels(db);
  return {
    perfis: ROLES.map((role) => ({ role, label: ROLE_LABELS[role] })),
    areas: AREAS.map((area) => ({ area, label: AREA_LABELS[area] })),
    niveis: ACCESS_LEVELS.map((nivel) => ({ nivel, label: ACCESS_LEVEL_LABELS[nivel] })),
    matriz: niveis,
    fluxos: RECORD_TYPES.map((type) => ({
      entidade: type.entity,
      titulo: type.label,
      area: type.area,
      operacoes: quemPode(type.area, type.workflow, niveis),
    })),
  };
}

export function permissoesRoutes(deps: { db: Database; sessions: SessionStore }): FastifyPluginAsyncZod {
  const { db, sessions } = deps;
  return async (app) => {
    app.get(
      '/permissoes',
      {
        schema: {
          tags,
          summary: 'A matriz de acessos e, por tipo de registo, quem faz cada operação',
          querystring: query,
        },
      },
      async (request) => {
        gestaoReader(request.auth);
        return permissoes(db);
      },
    );

    app.patch(
      '/permissoes/:perfil/:area',
      {
        schema: {
          tags,
          summary: 'Mudar o nível de um perfil numa área (ROLE_SIGSA; auditado)',
          params: z.object({ perfil: z.enum(ROLES), area: z.enum(AREAS) }),
          querystring: query,
          body: z.object({ nivel: z.enum(ACCESS_LEVELS) }),
        },
      },
      async (request) => {
        const actor = adminActor(request.auth);
        const { perfil, area } = request.params;
        const { nivel } = request.body;
        if (perfil === 'ROLE_SIGSA' && area === 'gestao' && nivel !== 'REGISTO')
          throw conflict(SIGSA_GESTAO_MESSAGE);
        try {
          await db.transaction(async (tx) => {
            const [before] = await queryRows<{ nivel: AccessLevel }>(
              tx,
              sql`SELECT nivel FROM role_permissoes WHERE role = ${perfil} AND area = ${area} FOR UPDATE`,
            );
            if (before?.nivel === nivel) return;
            await tx.execute(
              sql`INSERT INTO role_permissoes (role, area, nivel) VALUES (${perfil}, ${area}, ${nivel})
                  ON CONFLICT (role, area) DO UPDATE SET nivel = EXCLUDED.nivel`,
            );
            await writeGestaoChange(
              tx,
              {
                entidade: 'permissoes',
                registoId: 0,
                operacao: 'alterar',
                antes: { perfil, area, nivel: before?.nivel ?? null },
                depois: { perfil, area, nivel },
              },
              actor,
            );
          });
        } finally {
          // Sessions keep their role's levels: a changed level must count at the next call.
          sessions.forgetAll();
        }
        return permissoes(db);
      },
    );

    app.get(
      '/permissoes/export',
      {
        schema: {
          tags,
          summary: 'A matriz de acessos em Excel (uma linha por área, uma coluna por perfil)',
          querystring: query,
        },
      },
      async (request, reply) => {
        gestaoReader(request.auth);
        const { matriz } = await permissoes(db);
        const rows = AREAS.map((area) => [
          AREA_LABELS[area],
          ...ROLES.map((role) => ACCESS_LEVEL_LABELS[matriz[role]?.[area] ?? 'SEM_ACESSO']),
        ]);
        async function* batches() {
          yield rows;
        }
        return streamXlsx(reply, {
          fileName: `perfis-e-acessos-${new Date().toISOString().slice(0, 10)}.xlsx`,
          sheetName: 'Perfis e acessos',
          columns: [
            { header: 'Área', width: 44, numFmt: null },
            ...ROLES.map((role) => ({ header: role, width: 20, numFmt: null })),
          ],
          batches: batches(),
        });
      },
    );
  };
}
