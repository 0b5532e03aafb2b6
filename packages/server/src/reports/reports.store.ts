import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import type { Database, Tx } from '../db/client.ts';
import {
  categoriasRelatorios,
  relatorios,
  relatoriosPartilhaPerfis,
  relatoriosPartilhaUtilizadores,
} from '../db/schema/reports.ts';
import { utilizadores } from '../db/schema/users.ts';
import { badRequest, notFound } from '../platform/http/errors.ts';
import type { CategoriaRow, RelatorioRow } from './relatorio.presenter.ts';
import { relatorioVisibleTo, type Viewer } from './reports.access.ts';

/** 404 message of a report that does not exist or that the caller may not see. */
export const RELATORIO_NOT_FOUND = 'O relatório não foi encontrado.';
/** 404 message of a missing category. */
export const CATEGORIA_NOT_FOUND = 'A categoria não foi encontrada.';

/** 400 with one field error, in the shape the zod validation answers. */
export function invalidField(field: string, message: string): Error {
  return badRequest('Os dados fornecidos são inválidos.', [{ field, message }]);
}

/**
 * A category by id, locked against deletion until the transaction ends (FOR KEY SHARE), so that a report
 * or subcategory written next to it never meets a foreign-key error from a concurrent delete.
 */
export async function categoriaForReference(tx: Tx, id: number, field: string): Promise<CategoriaRow> {
  const rows = await tx
    .select()
    .from(categoriasRelatorios)
    .where(eq(categoriasRelatorios.id, id))
    .for('key share');
  const row = rows[0];
  if (!row) throw invalidField(field, 'A categoria indicada não existe.');
  return row;
}

/** A report the viewer may see, locked for update when `lock`; 404 otherwise. */
export async function visibleRelatorio(
  db: Database | Tx,
  viewer: Viewer,
  where: { id: number } | { uuid: string },
  lock = false,
): Promise<RelatorioRow> {
  const key = 'id' in where ? eq(relatorios.id, where.id) : eq(relatorios.uuid, where.uuid);
  const query = db
    .select()
    .from(relatorios)
    .where(and(key, relatorioVisibleTo(viewer)));
  const rows = lock ? await query.for('update', { of: relatorios }) : await query;
  const row = rows[0];
  if (!row) throw notFound(RELATORIO_NOT_FOUND);
  return row;
}

/** The distinct user ids of a sharing list (ids or `{ id }` objects); 400 when one does not exist. */
export async function shareUserIds(tx: Tx, list: readonly (number | { id: number })[]): Promise<number[]> {
  const ids = [...new Set(list.map((u) => (typeof u === 'number' ? u : u.id)))];
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: utilizadores.id })
    .from(utilizadores)
    .where(inArray(utilizadores.id, ids));
  const known = new Set(found.map((r) => r.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined)
    throw invalidField('partilhadoComUtilizadores', `Utilizador desconhecido: ${unknown}.`);
  return ids;
}

/** Replaces the users a report is shared with. */
export async function replaceShareUsers(
  tx: Tx,
  relatorio: number,
  userIds: readonly number[],
): Promise<void> {
  await tx
    .delete(relatoriosPartilhaUtilizadores)
    .where(eq(relatoriosPartilhaUtilizadores.relatorio, relatorio));
  if (userIds.length > 0) {
    await tx
      .insert(relatoriosPartilhaUtilizadores)
      .values(userIds.map((utilizador) => ({ relatorio, utilizador })));
  }
}

/** Replaces the roles a report is shared with. */
export async function replaceShareRoles(tx: Tx, relatorio: number, roles: readonly Role[]): Promise<void> {
  await tx.delete(relatoriosPartilhaPerfis).where(eq(relatoriosPartilhaPerfis.relatorio, relatorio));
  const distinct = [...new Set(roles)];
  if (distinct.length > 0) {
    await tx.insert(relatoriosPartilhaPerfis).values(distinct.map((role) => ({ relatorio, role })));
  }
}

/** Inserts a report owned by the viewer, with a fresh server-generated uuid. */
export async function insertRelatorio(
  tx: Tx,
  viewer: Viewer,
  now: Date,
  values: { nome: string; categoria: number; entidade: string; filtrosJson: string },
): Promise<RelatorioRow> {
  const rows = await tx
    .insert(relatorios)
    .values({
      ...values,
      // Always ours: a uuid is what "Importar relatório" takes, so it must be unguessable.
      uuid: crypto.randomUUID(),
      createdBy: viewer.username,
      createdOn: now,
      updatedBy: viewer.username,
      updatedOn: now,
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}
