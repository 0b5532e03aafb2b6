import { queryOptions } from '@tanstack/react-query';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest } from '../platform/api-client.ts';
import type { HistoryEntry } from '../platform/record-api.ts';

// The calls of Gerir's generic form (issue 13, docs/api.md "Gerir"): a row in the `gestao` projection, and the
// writes the server derives from the entity's descriptor.

/** A row of an administered entity as Gerir edits it: references as `{id, nome}`. */
export interface AdminRow {
  id: number;
  version: number;
  arquivado: boolean;
  assumed: boolean;
  [field: string]: unknown;
}

/** The operations on one row besides saving it. */
export type AdminOperation = 'arquivar' | 'desarquivar' | 'confirmar';

/** Key of one row. */
export function adminRowKey(entity: string, id: number | string) {
  return ['gestao', entity, String(id)] as const;
}

/** `GET {entity}/{id}?projection=gestao`. `handledStatuses`: failures the caller shows itself. */
export function adminRowQueryOptions(entity: string, id: number, handledStatuses: readonly number[] = []) {
  return queryOptions({
    queryKey: adminRowKey(entity, id),
    queryFn: ({ signal }) =>
      apiRequest<AdminRow>(`${entity}/${id}`, { signal, query: { projection: 'gestao' }, handledStatuses }),
  });
}

/** `POST {entity}`: the new row. */
export function createAdminRow(entity: string, body: Record<string, unknown>): Promise<AdminRow> {
  return apiRequest<AdminRow>(entity, { method: 'POST', body });
}

/** `PATCH {entity}/{id}` with the version the form was loaded at. */
export function saveAdminRow(
  entity: string,
  id: number,
  body: Record<string, unknown>,
  version: number,
): Promise<AdminRow> {
  return apiRequest<AdminRow>(`${entity}/${id}`, { method: 'PATCH', body: { ...body, version } });
}

/** `POST {entity}/{id}/{operation}` with the version the screen shows. */
export function runAdminOperation(
  entity: string,
  id: number,
  operation: AdminOperation,
  version: number,
): Promise<AdminRow> {
  return apiRequest<AdminRow>(`${entity}/${id}/${operation}`, { method: 'POST', body: { version } });
}

/** `DELETE {entity}/{id}` at the version the screen shows (`If-Match`). */
export function deleteAdminRow(entity: string, id: number, version: number): Promise<void> {
  return apiRequest<void>(`${entity}/${id}`, { method: 'DELETE', headers: { 'If-Match': `"${version}"` } });
}

/** Key of the history of one row. */
export function adminHistoryKey(entity: string, id: number) {
  return ['gestao', entity, String(id), 'historico'] as const;
}

interface GestaoChange {
  id: number;
  data: string;
  utilizador: string;
  role: string;
  operacao: string;
}

/**
 * The changes Gerir made to one row, oldest first (`alteracoesGestao`, filtered by entity and row), as the record
 * history shows them.
 */
export function adminHistoryQueryOptions(entity: string, id: number) {
  return queryOptions({
    queryKey: adminHistoryKey(entity, id),
    queryFn: async ({ signal }): Promise<HistoryEntry[]> => {
      const answer = await apiRequest<HalList<GestaoChange>>('alteracoesGestao/search/filter', {
        signal,
        query: {
          size: 100,
          sort: 'data,asc',
          entidade: JSON.stringify({ type: 'OPTION', prop: 'entidade', value: [entity] }),
          registoId: JSON.stringify({ type: 'NUMBER', prop: 'registoId', value: `[${id},${id}]` }),
        },
      });
      return (answer._embedded.alteracoesGestao ?? []).map((change) => ({
        ...change,
        estadoAnterior: null,
        estadoNovo: null,
        motivo: null,
      }));
    },
  });
}
