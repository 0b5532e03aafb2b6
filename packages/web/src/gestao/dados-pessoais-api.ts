import { queryOptions } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../platform/api-client.ts';

// The personal-data calls of Gerir (issue 13, docs/api.md "Dados pessoais").

/** Who is looked for: a NIF, or a part of a name. */
export type Criterio = { nif: string } | { nome: string };

/** The rows of one source where the subject appears. */
export interface PersonalSource {
  entidade: string;
  titulo: string;
  truncado: boolean;
  registos: {
    id: number;
    identificacao: string;
    link: string;
    campos: { chave: string; rotulo: string; valor: string | null }[];
  }[];
}

/** `GET dadosPessoais/search`: the subject's rows, by source. */
export function searchPersonalData(criterio: Criterio): Promise<{ fontes: PersonalSource[] }> {
  return apiRequest(`dadosPessoais/search`, { query: criterio, handledStatuses: [400] });
}

/** The export's address (a plain link the browser downloads with the session cookie). */
export function personalDataExportUrl(criterio: Criterio, format: 'json' | 'csv'): string {
  return apiUrl('dadosPessoais/export', { ...criterio, format });
}

/** The filter of the requests list that shows those past their deadline. */
export const OVERDUE_FILTER = [{ key: 'situacao', value: ['EM_ATRASO'] }];

/** How many requests of data subjects are past their deadline, unanswered. */
export function overdueRequestsQueryOptions() {
  return queryOptions({
    queryKey: ['gestao', 'pedidosDadosPessoais', 'emAtraso'],
    // Counted afresh each time the page opens: a request just logged or answered must show.
    staleTime: 0,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ totalElements: number }>('pedidosDadosPessoais/search/count', {
          signal,
          query: { situacao: JSON.stringify({ value: ['EM_ATRASO'] }) },
        })
      ).totalElements,
  });
}
