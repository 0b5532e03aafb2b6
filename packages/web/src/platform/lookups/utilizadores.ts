import type { HalList } from '@sigsa/domain/list/page';
import { ENTITY_SELECT_CAP } from '../../components/entity-select-props.ts';
import { apiRequest } from '../api-client.ts';

/** A user as records name them (public projection): a veterinarian, a notifier. */
export interface UtilizadorRef {
  id: number;
  nome: string;
  email?: string | null;
  nic?: string | null;
  nif?: string | null;
}

/** Users by name or tax number (`utilizadores/search/findUtilizadorByNomeOrNif`, public projection). */
export async function searchUtilizadores(
  text: string,
  signal: AbortSignal,
  options: { veterinario?: boolean } = {},
): Promise<UtilizadorRef[]> {
  const answer = await apiRequest<HalList<UtilizadorRef>>('utilizadores/search/findUtilizadorByNomeOrNif', {
    signal,
    query: {
      search: text,
      projection: 'public',
      size: ENTITY_SELECT_CAP,
      ...(options.veterinario ? { veterinario: true } : {}),
    },
  });
  return answer._embedded.utilizadores ?? [];
}

/**
 * Who may be a record's veterinarian, by name or tax number: `veterinario=true` (active users with a NIF holding
 * ROLE_MV, ROLE_MV_MUNICIPAL or ROLE_SIGSA; issue 13 gap 7). The server refuses anyone else on save.
 */
export function searchVeterinarios(text: string, signal: AbortSignal): Promise<UtilizadorRef[]> {
  return searchUtilizadores(text, signal, { veterinario: true });
}
