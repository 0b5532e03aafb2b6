import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';

/** The public configuration (`GET config`). */
export interface AppConfig {
  version: string;
  /** Tile server URL template; null (or absent) when none is configured: maps draw only the CAOP boundaries. */
  mapTileUrl?: string | null;
  /** Credit line of the tile server, plain text. */
  mapTileAttribution?: string | null;
  /** The deployment's public address, under which the certificates' QR codes point (`PUBLIC_BASE_URL`). */
  publicBaseUrl?: string;
}

/** `GET config`: read once per page load (it changes only when the server restarts). */
export function configQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: ({ signal }) => apiRequest<AppConfig>('config', { signal }),
    staleTime: Infinity,
  });
}
