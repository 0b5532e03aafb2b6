import { and, desc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICACOES_POR_GRUPO_MAX,
  compareNotificacaoTipos,
  isImportancia,
  isSafeNotificationHref,
  sanitizeNotificationHtml,
  type Importancia,
  type Notificacao,
  type NotificacaoGroup,
  type NovasNotificacoes,
} from '@sigsa/domain/notifications/notifications';
import type { Database, Tx } from '../../db/client.ts';
import { notificacoes } from '../../db/schema/records.ts';

/** A stored notification row. */
export type NotificacaoRow = typeof notificacoes.$inferSelect;

/** A notification to create for one user. */
export interface NewNotificacao {
  utilizadorId: number;
  /** One of NOTIFICACAO_TIPOS, or any other identifier (shown with the default look). */
  tipo: string;
  titulo: string;
  /** HTML: build it with {@link escapeHtml} around record data; it is sanitised on the way in and out. */
  mensagem: string;
  importancia?: Importancia;
  /** App path ("/consultar/…") or http(s) address. */
  link?: string | null;
  fragmentOnPage?: string | null;
  /** Defaults to the database's now() (the transaction's start). */
  createdOn?: Date;
}

/** Escapes record data for a notification message: `&`, `<`, `>`, `"` and `'` become references. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Inserts notifications with the caller's handle: inside a workflow transaction they commit or roll back with
 * the operation (brief §4). Returns the new ids; nothing is written for an empty list.
 */
export async function createNotifications(
  db: Tx | Database,
  rows: readonly NewNotificacao[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(notificacoes)
    .values(
      rows.map((row) => ({
        utilizadorId: row.utilizadorId,
        tipo: row.tipo,
        titulo: row.titulo,
        // Stored clean as well, so other readers of the table (exports, support queries) never meet raw HTML.
        mensagem: sanitizeNotificationHtml(row.mensagem),
        importancia: row.importancia ?? 'NORMAL',
        link: row.link ?? null,
        fragmentOnPage: row.fragmentOnPage ?? null,
        ...(row.createdOn ? { createdOn: row.createdOn } : {}),
      })),
    )
    .returning({ id: notificacoes.id });
  return inserted.map((row) => row.id);
}

/** A notification as the API answers it: message sanitised, unsafe link dropped, unknown importance NORMAL. */
export function presentNotificacao(row: NotificacaoRow): Notificacao {
  return {
    id: row.id,
    key: row.tipo,
    tipo: row.tipo,
    titulo: row.titulo,
    mensagem: sanitizeNotificationHtml(row.mensagem),
    importancia: isImportancia(row.importancia) ? row.importancia : 'NORMAL',
    link: row.link !== null && isSafeNotificationHref(row.link.trim()) ? row.link.trim() : null,
    fragmentOnPage: row.fragmentOnPage,
    createdOn: row.createdOn.toISOString(),
    vista: row.vista,
  };
}

/** The unseen notifications of a user, optionally of one type. */
function unseen(utilizadorId: number, tipo?: string): SQL {
  return (
    and(
      eq(notificacoes.utilizadorId, utilizadorId),
      eq(notificacoes.vista, false),
      tipo === undefined ? undefined : eq(notificacoes.tipo, tipo),
    ) ?? sql`false`
  );
}

/**
 * A user's unseen notifications grouped by type: every one counted, the newest `perGroup` of each returned
 * (newest first). One query: window functions rank and count inside each type.
 */
export async function novasNotificacoes(
  db: Tx | Database,
  utilizadorId: number,
  options: { tipo?: string; perGroup?: number } = {},
): Promise<NovasNotificacoes> {
  const perGroup = options.perGroup ?? NOTIFICACOES_POR_GRUPO_MAX;
  const ranked = db
    .select({
      ...getTableColumns(notificacoes),
      rank: sql<number>`row_number() over (partition by ${notificacoes.tipo} order by ${notificacoes.createdOn} desc, ${notificacoes.id} desc)`
        .mapWith(Number)
        .as('rank'),
      contagem: sql<number>`count(*) over (partition by ${notificacoes.tipo})`.mapWith(Number).as('contagem'),
    })
    .from(notificacoes)
    .where(unseen(utilizadorId, options.tipo))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, perGroup))
    .orderBy(desc(ranked.createdOn), desc(ranked.id));

  const groups = new Map<string, NotificacaoGroup>();
  for (const { rank: _rank, contagem, ...row } of rows) {
    let group = groups.get(row.tipo);
    if (!group) {
      group = { tipo: row.tipo, contagem, notificacoes: [] };
      groups.set(row.tipo, group);
    }
    group.notificacoes.push(presentNotificacao(row));
  }
  const grupos = [...groups.values()].sort((a, b) => compareNotificacaoTipos(a.tipo, b.tipo));
  return { total: grupos.reduce((sum, group) => sum + group.contagem, 0), grupos };
}

/** Sets `vista` on one of the user's notifications; null when it does not exist or belongs to someone else. */
export async function setVista(
  db: Tx | Database,
  utilizadorId: number,
  id: number,
  vista: boolean,
): Promise<Notificacao | null> {
  const rows = await db
    .update(notificacoes)
    .set({ vista })
    .where(and(eq(notificacoes.id, id), eq(notificacoes.utilizadorId, utilizadorId)))
    .returning();
  const row = rows[0];
  return row ? presentNotificacao(row) : null;
}

/** Marks every unseen notification of the user (of one type, if given) as seen; returns how many. */
export async function markAllVistas(db: Tx | Database, utilizadorId: number, tipo?: string): Promise<number> {
  const rows = await db
    .update(notificacoes)
    .set({ vista: true })
    .where(unseen(utilizadorId, tipo))
    .returning({ id: notificacoes.id });
  return rows.length;
}
