import type { Role } from '@sigsa/domain/access/roles';
import { readStoredJson, writeStorage } from '../platform/local-storage.ts';
import type { KpisAnswer } from './kpis-api.ts';

// The figures a user saw on their last visit to Início, kept on this browser per user and role, so each card can
// tell how much it moved since (issue 17 "Live": ▲/▼ since the user's last visit, kept locally).

/** Figures by group and card key. */
export type FigurasVistas = Record<string, Record<string, number>>;

const KEY_PREFIX = 'sigsa.indicadores.';

function key(username: string, role: Role): string {
  return `${KEY_PREFIX}${username}.${role}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiguras(value: unknown): value is FigurasVistas {
  return (
    isObject(value) &&
    Object.values(value).every(
      (grupo) =>
        isObject(grupo) && Object.values(grupo).every((n) => typeof n === 'number' && Number.isFinite(n)),
    )
  );
}

/** What `username` saw in `role` on their last visit, or null (first visit, or nothing kept). */
export function lerFigurasVistas(username: string, role: Role): FigurasVistas | null {
  const value = readStoredJson(key(username, role));
  return isFiguras(value) ? value : null;
}

/**
 * Keeps the figures of `answer` as what `username` saw in `role`; a group that failed this time keeps the figures
 * seen before it (`anteriores`).
 */
export function guardarFigurasVistas(
  username: string,
  role: Role,
  anteriores: FigurasVistas | null,
  answer: KpisAnswer,
): void {
  const figuras: FigurasVistas = { ...anteriores };
  for (const grupo of answer.grupos) if ('valores' in grupo) figuras[grupo.grupo] = { ...grupo.valores };
  // Without a storage (private browsing, a full quota) the next visit shows no arrows.
  writeStorage(key(username, role), figuras);
}

/** How much a card moved since the last visit: 0 when it did not, or when there is nothing to compare with. */
export function variacaoDesdeVisita(
  anteriores: FigurasVistas | null,
  grupo: string,
  chave: string,
  atual: number,
): number {
  const antes = anteriores?.[grupo]?.[chave];
  return antes === undefined ? 0 : atual - antes;
}
