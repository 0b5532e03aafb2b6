import { asc, eq, inArray } from 'drizzle-orm';
import type { CategoriaRelatorio, Relatorio } from '@sigsa/domain/list/reports';
import type { Database, Tx } from '../db/client.ts';
import type { categoriasRelatorios, relatorios } from '../db/schema/reports.ts';
import { relatoriosPartilhaPerfis, relatoriosPartilhaUtilizadores } from '../db/schema/reports.ts';
import { utilizadores } from '../db/schema/users.ts';
import { internalError } from '../platform/http/errors.ts';
import { link } from '../platform/http/hal.ts';
import { categoriaPermissoes, relatorioPermissoes, type Viewer } from './reports.access.ts';

/** A `relatorios` row as selected. */
export type RelatorioRow = typeof relatorios.$inferSelect;
/** A `categorias_relatorios` row as selected. */
export type CategoriaRow = typeof categoriasRelatorios.$inferSelect;

/** Self link of a report. */
export const relatorioHref = (id: number) => link(`relatorios/${id}`);
/** Self link of a category. */
export const categoriaHref = (id: number) => link(`categoriasRelatorios/${id}`);

/** Presents report rows (projection `full`), loading their sharing lists in two queries. */
export async function presentRelatorios(
  db: Database | Tx,
  rows: readonly RelatorioRow[],
  viewer: Viewer,
): Promise<Relatorio[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const users = await db
    .select({
      relatorio: relatoriosPartilhaUtilizadores.relatorio,
      id: utilizadores.id,
      nome: utilizadores.nome,
    })
    .from(relatoriosPartilhaUtilizadores)
    .innerJoin(utilizadores, eq(utilizadores.id, relatoriosPartilhaUtilizadores.utilizador))
    .where(inArray(relatoriosPartilhaUtilizadores.relatorio, ids))
    .orderBy(asc(utilizadores.nome), asc(utilizadores.id));
  const roles = await db
    .select()
    .from(relatoriosPartilhaPerfis)
    .where(inArray(relatoriosPartilhaPerfis.relatorio, ids))
    .orderBy(asc(relatoriosPartilhaPerfis.role));

  const usersOf = new Map<number, { id: number; nome: string }[]>();
  for (const u of users)
    usersOf.set(u.relatorio, [...(usersOf.get(u.relatorio) ?? []), { id: u.id, nome: u.nome }]);
  const rolesOf = new Map<number, string[]>();
  for (const r of roles) rolesOf.set(r.relatorio, [...(rolesOf.get(r.relatorio) ?? []), r.role]);

  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    nome: row.nome,
    categoria: row.categoria,
    entidade: row.entidade,
    filtrosJson: row.filtrosJson,
    createdBy: row.createdBy ?? '',
    partilhadoComUtilizadores: usersOf.get(row.id) ?? [],
    partilhadoComPerfis: rolesOf.get(row.id) ?? [],
    version: row.version,
    permissoes: relatorioPermissoes(viewer, row),
    _links: { self: relatorioHref(row.id) },
  }));
}

/** Presents one report. */
export async function presentRelatorio(
  db: Database | Tx,
  row: RelatorioRow,
  viewer: Viewer,
): Promise<Relatorio> {
  const presented = (await presentRelatorios(db, [row], viewer))[0];
  if (!presented) throw internalError();
  return presented;
}

/**
 * Projection `single` of categories: each root with its subcategories (recursively) and, in each, the
 * reports the viewer may see. `all` must hold every category of the roots' entities, `visible` the reports.
 */
export function presentCategoriaTrees(
  roots: readonly CategoriaRow[],
  all: readonly CategoriaRow[],
  visible: readonly Relatorio[],
  viewer: Viewer,
): CategoriaRelatorio[] {
  const children = new Map<number, CategoriaRow[]>();
  for (const c of all) {
    if (c.pai !== null) children.set(c.pai, [...(children.get(c.pai) ?? []), c]);
  }
  const reportsOf = new Map<number, Relatorio[]>();
  for (const r of visible) {
    if (r.categoria !== null) reportsOf.set(r.categoria, [...(reportsOf.get(r.categoria) ?? []), r]);
  }
  const build = (row: CategoriaRow, path: ReadonlySet<number>): CategoriaRelatorio => {
    // Updates refuse cycles; the guard keeps a corrupted tree from recursing forever anyway.
    const inPath = new Set(path).add(row.id);
    return {
      id: row.id,
      nome: row.nome,
      descricao: row.descricao,
      pai: row.pai,
      entidade: row.entidade,
      subCategorias: (children.get(row.id) ?? [])
        .filter((c) => !inPath.has(c.id))
        .map((c) => build(c, inPath)),
      relatorios: reportsOf.get(row.id) ?? [],
      createdBy: row.createdBy,
      version: row.version,
      permissoes: categoriaPermissoes(viewer, row),
      _links: { self: categoriaHref(row.id) },
    };
  };
  return roots.map((root) => build(root, new Set()));
}
