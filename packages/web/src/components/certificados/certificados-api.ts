import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Role } from '@sigsa/domain/access/roles';
import type {
  ContagemVerificacoes,
  RevogacaoInput,
  VerificacaoCertificado,
} from '@sigsa/domain/certificados/certificado';
import type { HalList } from '@sigsa/domain/list/page';
import { apiRequest, apiUrl } from '../../platform/api-client.ts';

// A record's certificates (issue 18): the list its panel shows, the authority's revoke and reissue, and the
// addresses of its PDFs.

/** A certificate as `GET {entity}/{id}/certificados` lists it. */
export interface Certificado extends VerificacaoCertificado {
  id: number;
  ordem: number;
  codigo: string;
  /** The public check's address, which its QR encodes. */
  endereco: string;
  emitidoPor: string;
  emitidoEm: string;
  /** Its public checks: answered to ROLE_SIGSA only. */
  verificacoes?: ContagemVerificacoes;
}

/** Under the record's own key: invalidating the record refreshes its certificates too. */
function certificadosKey(entity: string, id: number, role: Role, version: number) {
  return ['record', entity, String(id), role, 'certificados', version] as const;
}

/**
 * The record's certificates, the latest first, read again when its version changes (a validation issues one).
 * While the latest one's PDF is being rendered (no hash yet), asked again every two seconds.
 */
export function certificadosQueryOptions(entity: string, id: number, role: Role, version: number) {
  return queryOptions({
    queryKey: certificadosKey(entity, id, role, version),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<Certificado>>(`${entity}/${id}/certificados`, {
        signal,
        query: { role },
      });
      return answer._embedded.certificados ?? [];
    },
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.estado === 'VALIDO' && c.hashPdf === null) ? 2000 : false,
  });
}

/** Marks the record, its history and its certificates stale after a revocation or a reissue. */
export function certificadosMudaram(client: QueryClient, entity: string, id: number): Promise<void> {
  return client.invalidateQueries({ queryKey: ['record', entity, String(id)] });
}

export function revogarCertificado(id: number, role: Role, input: RevogacaoInput): Promise<Certificado> {
  return apiRequest<Certificado>(`certificados/${id}/revogar`, {
    method: 'POST',
    query: { role },
    body: input,
  });
}

export function reemitirCertificado(id: number, role: Role): Promise<Certificado> {
  return apiRequest<Certificado>(`certificados/${id}/reemitir`, {
    method: 'POST',
    query: { role },
    body: {},
  });
}

/** The address that prints the record: its active certificate, else a draft. */
export function impressaoUrl(entity: string, id: number, role: Role): string {
  return apiUrl(`${entity}/${id}/pdf`, { role });
}

/** The address of one certificate's PDF. */
export function certificadoPdfUrl(id: number, role: Role): string {
  return apiUrl(`certificados/${id}/pdf`, { role });
}
