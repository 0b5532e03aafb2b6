import { queryOptions } from '@tanstack/react-query';
import type { AccessLevel } from '@sigsa/domain/access/access-levels';
import type { OperacaoQuemPode } from '@sigsa/domain/access/quem-pode';
import { apiRequest, apiUrl } from '../platform/api-client.ts';

// "Quem pode fazer o quê" (issue 13): the live access matrix and the workflows read through it.

/** `GET permissoes`. */
export interface Permissoes {
  perfis: { role: string; label: string }[];
  areas: { area: string; label: string }[];
  niveis: { nivel: AccessLevel; label: string }[];
  matriz: Record<string, Record<string, AccessLevel>>;
  fluxos: { entidade: string; titulo: string; area: string; operacoes: OperacaoQuemPode[] }[];
}

export const PERMISSOES_KEY = ['gestao', 'permissoes'] as const;

export function permissoesQueryOptions() {
  return queryOptions({
    queryKey: PERMISSOES_KEY,
    queryFn: ({ signal }) => apiRequest<Permissoes>('permissoes', { signal }),
  });
}

/** `PATCH permissoes/{role}/{area}`: the whole answer again, the level changed. */
export function changeLevel(role: string, area: string, nivel: AccessLevel): Promise<Permissoes> {
  return apiRequest<Permissoes>(`permissoes/${role}/${area}`, { method: 'PATCH', body: { nivel } });
}

/** The Excel workbook's address (a plain link the browser downloads). */
export function permissoesExportUrl(): string {
  return apiUrl('permissoes/export');
}
