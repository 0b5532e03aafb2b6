import { queryOptions } from '@tanstack/react-query';
import {
  NOTIFICATION_REFRESH_MS,
  type Notificacao,
  type NotificacaoGroup,
  type NovasNotificacoes,
} from '@sigsa/domain/notifications/notifications';
import { ApiError, apiRequest } from '../platform/api-client.ts';
import { clearSession } from '../platform/session-store.ts';

/** Root of every notifications query key: invalidating it refreshes the bell and the per-type lists. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * A background poll: its failures raise no toast (one a minute while the server is away would bury the
 * screen), but a 401 still ends the session, and the shell then sends the user to sign in (spec 000 §8.1).
 */
async function poll<T>(path: string, signal: AbortSignal, query: Record<string, string> = {}): Promise<T> {
  try {
    return await apiRequest<T>(path, { signal, query, reportError: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
    throw error;
  }
}

/** The signed-in user's unseen notifications grouped by type, asked again every 60 s (spec 000 §2.4, §9). */
export function novasNotificacoesQueryOptions() {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'novas'],
    queryFn: ({ signal }) => poll<NovasNotificacoes>('notificacoes/obterNovas', signal),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    staleTime: 0,
  });
}

/** Every unseen notification of one type (`obterNovasPorTipo`), for a group with more than the bell shows. */
export function notificacoesPorTipoQueryOptions(tipo: string, enabled = true) {
  return queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'porTipo', tipo],
    queryFn: ({ signal }) => poll<NotificacaoGroup>('notificacoes/obterNovasPorTipo/', signal, { tipo }),
    enabled,
    staleTime: 0,
  });
}

/** Marks one notification as seen. */
export function markNotificacaoVista(id: number): Promise<Notificacao> {
  return apiRequest<Notificacao>(`notificacoes/${id}`, { method: 'PATCH', body: { vista: true } });
}

/** Marks all the user's unseen notifications as seen; answers the new counts. */
export function markAllNotificacoesVistas(): Promise<NovasNotificacoes> {
  return apiRequest<NovasNotificacoes>('notificacoes/marcarTodasComoVistas', { method: 'POST' });
}

/** `novas` without notification `id`: what the bell shows while the server marks it seen. */
export function withoutNotificacao(novas: NovasNotificacoes, id: number): NovasNotificacoes {
  let removed = 0;
  const grupos = novas.grupos.flatMap((group) => {
    const notificacoes = group.notificacoes.filter((n) => n.id !== id);
    if (notificacoes.length === group.notificacoes.length) return [group];
    removed++;
    const contagem = Math.max(0, group.contagem - 1);
    return contagem === 0 ? [] : [{ ...group, contagem, notificacoes }];
  });
  return { total: Math.max(0, novas.total - removed), grupos };
}
