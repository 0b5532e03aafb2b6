import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../platform/api-client.ts';

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
