import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { subscribeSession, getSession } from './session-store.ts';

/** Default lifetime of cached server data (spec 000 §9: 300000 ms). */
export const CACHE_LIFETIME_MS = 300_000;

/** Retries network failures and server errors once; a 4xx will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A query client with the spec's cache lifetime. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: CACHE_LIFETIME_MS, gcTime: CACHE_LIFETIME_MS, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}

/** The app's query client. */
export const queryClient = createQueryClient();

/** First element of the query keys of data that is the same for every user and role (the CAOP geometry). */
export const SHARED_QUERY_ROOT = 'geo';

/**
 * Empties `client` whenever the user or the role changes: cached answers were filtered for the previous
 * one (row-level visibility, `?role=`); data under {@link SHARED_QUERY_ROOT} stays. Returns the unsubscribe
 * function.
 */
export function clearCacheOnSessionChange(client: QueryClient): () => void {
  let identity = sessionIdentity();
  return subscribeSession(() => {
    const next = sessionIdentity();
    if (next === identity) return;
    identity = next;
    // The country's boundaries are the same for everyone: the map's geometry, fetched before the session is
    // known, survives the session's arrival.
    client.removeQueries({ predicate: (query) => query.queryKey[0] !== SHARED_QUERY_ROOT });
    client.getMutationCache().clear();
  });
}

function sessionIdentity(): string {
  const { user, role } = getSession();
  return `${user?.username ?? ''}|${role ?? ''}`;
}
