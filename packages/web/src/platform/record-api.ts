import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { FULL_PROJECTION_ROLES, type Role } from '@sigsa/domain/access/roles';
import type { HalList } from '@sigsa/domain/list/page';
import type { Permissoes } from '@sigsa/domain/workflow/permissoes';
import { apiRequest } from './api-client.ts';
import { activeSession, getSession, subscribeSession, type ActiveSession } from './session-store.ts';
import { KPIS_QUERY_ROOT } from '../indicadores/kpis-api.ts';

// The calls every workflow record type shares (spec 000 §6, §7.2; 002 §7): load a record in its role's
// projection, create and save it, run a workflow operation, read its audit history, and the lookups every
// record screen needs (return reasons, custom types, series). Each query factory owns its key (conventions 11).

/** Projection a record is loaded with: `full` for the authority and laboratories, `fullMV` otherwise (000 §6). */
export type RecordProjection = 'full' | 'fullMV';

/** The default series number of a record not numbered yet (spec 002 §9 "Default series number N.d."). */
export const NUMERO_SERIE_NAO_DEFINIDO = 'N.d.';

/** Page size of the lookup lists (spec 002 §9: category lists 1000). */
export const LOOKUP_PAGE_SIZE = 1000;

/** A reference to another record by id and name (custom types, species, series, …). */
export interface NamedRef {
  id: number;
  nome: string;
}

/**
 * A reference with its code (a custom type, a laboratory, an assay, a disease): the code tells the coded ones
 * apart (animal type, conclusion, …); null where the reference data gives none.
 */
export interface CodedRef extends NamedRef {
  codigo: string | null;
}

/** A return of a record (spec 002 §3): when, why (reason name and description) and the reviewer's notes. */
export interface Devolucao {
  id: number;
  /** ISO instant. */
  dataDevolucao: string;
  descricao: string | null;
  motivo: { id: number; nome: string; descricao: string | null } | null;
}

/** A HAL link. */
export interface HalLink {
  href: string;
}

/**
 * What every saved record carries, whatever its type: the record platform's part, without the workflow's (a
 * sanitary-risk record has no state and no number, issue 15).
 */
export interface SavedRecord {
  id: number;
  /** Optimistic-locking token: sent back with every save and operation (a stale one answers 409). */
  version: number;
  permissoes: Partial<Permissoes>;
  _links?: {
    self?: HalLink;
    comentarios?: HalLink;
    documentosAnexos?: HalLink;
    historico?: HalLink;
    /** Its linked records ("Registos ligados", `GET {entity}/{id}/ligacoes`). */
    ligacoes?: HalLink;
  };
}

/** What every workflow record carries, whatever its type: a state, a number, its returns. */
export interface WorkflowRecord extends SavedRecord {
  estado: string;
  /** Archived (`POST {self}/arquivar`): out of the default list, kept whole. */
  arquivado?: boolean;
  numeroSerie: string | null;
  devolucoes?: Devolucao[];
}

/** The body of a workflow operation: the version the user saw, and for returns the reason (001 §3.3). */
export interface OperationBody {
  version: number;
  idMotivo?: number;
  observacoes?: string | null;
}

/** One row of a record's audit trail (`GET {entity}/{id}/historico`). */
export interface HistoryEntry {
  id: number;
  /** criar, guardar, or a workflow operation name. */
  operacao: string;
  estadoAnterior: string | null;
  estadoNovo: string | null;
  utilizador: string;
  role: string;
  /** ISO instant. */
  data: string;
  motivo: string | null;
}

/** A return reason (`tiposMotivosDevolucao`, summary projection). */
export interface TipoMotivoDevolucao {
  id: number;
  tipo: string;
  codigo: string | null;
  nome: string;
  requerObservacao: boolean | null;
}

/** A value of a configurable list (`customTypes`, summary projection). */
export interface CustomType {
  id: number;
  categoria: string;
  codigo: string | null;
  nome: string;
  ativo: boolean | null;
  /** The value asks for free text when chosen (a reason such as 'Aceite por outro motivo'). */
  requerObservacao?: boolean | null;
}

/** An active numbering series of a record class. */
export interface Serie {
  id: number;
  classe: string;
  nome: string;
  predefinida: boolean;
}

/** The projection `role` loads records with (spec 000 §6). */
export function projectionFor(role: Role): RecordProjection {
  return FULL_PROJECTION_ROLES.includes(role) ? 'full' : 'fullMV';
}

/** Key prefix of every record of `entity` (invalidate it after a change to any of them). */
export function recordsKey(entity: string) {
  return ['record', entity] as const;
}

/** Key of one record as `role` sees it. */
export function recordKey(entity: string, id: number | string, role: Role) {
  return [...recordsKey(entity), String(id), role] as const;
}

function recordPath(entity: string, id: number | string): string {
  return `${entity}/${encodeURIComponent(String(id))}`;
}

/**
 * `GET {entity}/{id}?projection=` in the projection of `role`: the record a detail screen opens with.
 * `handledStatuses`: failures the caller shows itself (no toast).
 */
export function recordQueryOptions<T extends SavedRecord = WorkflowRecord>(
  entity: string,
  id: number | string,
  role: Role,
  handledStatuses: readonly number[] = [],
) {
  return queryOptions({
    queryKey: recordKey(entity, id, role),
    queryFn: ({ signal }) =>
      apiRequest<T>(recordPath(entity, id), {
        signal,
        query: { role, projection: projectionFor(role) },
        handledStatuses,
      }),
  });
}

/** `POST {entity}/create`: the new record, in the projection of `role`. */
export function createRecord<T extends SavedRecord>(entity: string, payload: object, role: Role): Promise<T> {
  return apiRequest<T>(`${entity}/create`, {
    method: 'POST',
    query: { role, projection: projectionFor(role) },
    body: payload,
  });
}

/**
 * `PATCH {entity}/{id}/save` with the record's `version`: the saved record (409 when stale). `call` names
 * another save of the record (a laboratory's `guardarResultados`, 001 §7).
 */
export function saveRecord<T extends SavedRecord>(
  entity: string,
  id: number,
  payload: object & { version: number },
  role: Role,
  call = 'save',
): Promise<T> {
  return apiRequest<T>(`${recordPath(entity, id)}/${call}`, {
    method: 'PATCH',
    query: { role, projection: projectionFor(role) },
    body: payload,
  });
}

/**
 * `POST {entity}/{id}/{operation}`: runs a workflow operation and answers the record as it now is. A status in
 * `handledStatuses` is the caller's to tell (no toast).
 */
export function runRecordOperation<T extends SavedRecord = WorkflowRecord>(
  entity: string,
  id: number,
  operation: string,
  role: Role,
  body: OperationBody,
  handledStatuses: readonly number[] = [],
): Promise<T> {
  return apiRequest<T>(`${recordPath(entity, id)}/${encodeURIComponent(operation)}`, {
    method: 'POST',
    query: { role, projection: projectionFor(role) },
    body,
    handledStatuses,
  });
}

/**
 * Puts a record the server just answered (create, save, operation) in the cache, so the screen shows it at
 * once, and marks its history, the lists of its type and Início's figures stale.
 */
export async function storeRecord<T extends SavedRecord>(
  client: QueryClient,
  entity: string,
  role: Role,
  record: T,
): Promise<void> {
  client.setQueryData(recordKey(entity, record.id, role), record);
  await Promise.all([
    client.invalidateQueries({ queryKey: historyKey(entity, record.id, role) }),
    client.invalidateQueries({ queryKey: ['list', entity] }),
    client.invalidateQueries({ queryKey: [KPIS_QUERY_ROOT] }),
  ]);
}

function historyKey(entity: string, id: number | string, role: Role) {
  return ['record', entity, String(id), role, 'historico'] as const;
}

/** `GET {entity}/{id}/historico`: the audit trail, oldest first. */
export function historyQueryOptions(entity: string, id: number | string, role: Role) {
  return queryOptions({
    queryKey: historyKey(entity, id, role),
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<HistoryEntry>>(`${recordPath(entity, id)}/historico`, {
        signal,
        query: { role },
      });
      return answer._embedded.historico ?? [];
    },
  });
}

/** `GET tiposMotivosDevolucao/search/findByTipo?tipo=`: the return reasons of an operation type. */
export function returnReasonsQueryOptions(tipo: string) {
  return queryOptions({
    queryKey: ['tiposMotivosDevolucao', tipo],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<TipoMotivoDevolucao>>(
        'tiposMotivosDevolucao/search/findByTipo',
        {
          signal,
          query: { tipo, projection: 'summary', size: LOOKUP_PAGE_SIZE, sort: 'nome,asc' },
        },
      );
      return answer._embedded.tiposMotivosDevolucao ?? [];
    },
  });
}

/** `GET customTypes/search/findByCategoria?categoria=&projection=summary` (spec 000 §7.2), by name. */
export function customTypesQueryOptions(categoria: string) {
  return queryOptions({
    queryKey: ['customTypes', categoria],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<CustomType>>('customTypes/search/findByCategoria', {
        signal,
        query: { categoria, projection: 'summary', size: LOOKUP_PAGE_SIZE, sort: 'nome,asc' },
      });
      return answer._embedded.customTypes ?? [];
    },
  });
}

/** `GET series/search/findByClasseInAndAtivaIsTrue?classe=`: the active series of a record class. */
export function seriesQueryOptions(classe: string) {
  return queryOptions({
    queryKey: ['series', classe],
    queryFn: async ({ signal }) => {
      const answer = await apiRequest<HalList<Serie>>('series/search/findByClasseInAndAtivaIsTrue', {
        signal,
        query: { classe },
      });
      return answer._embedded.series ?? [];
    },
  });
}

/**
 * The series of a new record (spec 000 §5): the one already set, else the predefined one, else the only one;
 * null when the user has to choose.
 */
export function autoSerie(series: readonly Serie[], current: number | null): number | null {
  if (current !== null) return current;
  const predefined = series.find((s) => s.predefinida);
  if (predefined) return predefined.id;
  const [only, ...others] = series;
  return only && others.length === 0 ? only.id : null;
}

/** The latest return of a record (highest id, spec 002 §4), or null. */
export function latestDevolucao(devolucoes: readonly Devolucao[] | null | undefined): Devolucao | null {
  let latest: Devolucao | null = null;
  for (const devolucao of devolucoes ?? []) if (!latest || devolucao.id > latest.id) latest = devolucao;
  return latest;
}

/** The loaders waiting for a session, told when the entry guard sends the visit elsewhere instead. */
const sessionWaiters = new Set<(redirect: Response) => void>();

/**
 * Called by the entry guard when it answers a visit with `redirect` (sign in, choose a profile): every loader
 * waiting for the session throws the same redirect. React Router waits for all of a navigation's loaders before
 * acting on a redirect, so a waiter left pending would hold the visit on the loading screen forever.
 */
export function refuseSessionWaiters(redirect: Response): void {
  for (const refuse of [...sessionWaiters]) refuse(redirect);
}

/**
 * The active session, once there is one. A detail loader runs alongside the entry guard's loader (React
 * Router starts every matched loader at once), so it waits for the guard to settle the role; when the guard
 * redirects instead, the wait throws that redirect ({@link refuseSessionWaiters}); an aborted navigation
 * rejects it.
 */
export function waitForActiveSession(signal: AbortSignal): Promise<ActiveSession> {
  const ready = activeSession(getSession());
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const refuse = (redirect: Response) => {
      stop();
      // A loader throws a redirect as a Response: that is how React Router reads it.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      reject(redirect);
    };
    sessionWaiters.add(refuse);
    const stop = () => {
      sessionWaiters.delete(refuse);
      unsubscribe();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      stop();
      reject(signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const unsubscribe = subscribeSession(() => {
      const session = activeSession(getSession());
      if (!session) return;
      stop();
      resolve(session);
    });
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort);
  });
}
