import { useState } from 'react';
import type { Role } from '@sigsa/domain/access/roles';
import { readStoredJson, writeStorage } from '../platform/local-storage.ts';

// What a user chose in one of Início's views (trends, map): the type, the window and the table switch, kept on
// this browser per user and role, so coming back to Início (from the list a figure opened, or the next day) shows
// the same view.

/** The choice of one view; `entidade` null: the first type offered. */
export interface EscolhaVista {
  entidade: string | null;
  janela: number;
  tabela: boolean;
}

const KEY_PREFIX = 'sigsa.inicio.';

function key(vista: string, username: string, role: Role): string {
  return `${KEY_PREFIX}${vista}.${username}.${role}`;
}

/** The choice kept for `vista`, each part that is not what it should be replaced by its default. */
export function lerEscolhaVista(
  vista: string,
  username: string,
  role: Role,
  janelas: readonly number[],
): EscolhaVista {
  const value = readStoredJson(key(vista, username, role));
  const kept = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    entidade: typeof kept.entidade === 'string' ? kept.entidade : null,
    janela:
      typeof kept.janela === 'number' && janelas.includes(kept.janela) ? kept.janela : (janelas[0] ?? 0),
    tabela: kept.tabela === true,
  };
}

/** The choice of `vista` and how to change it: each change is kept at once. */
export function useEscolhaVista(
  vista: string,
  username: string,
  role: Role,
  janelas: readonly number[],
): [EscolhaVista, (mudanca: Partial<EscolhaVista>) => void] {
  const [escolha, setEscolha] = useState(() => lerEscolhaVista(vista, username, role, janelas));
  const mudar = (mudanca: Partial<EscolhaVista>) => {
    const nova = { ...escolha, ...mudanca };
    writeStorage(key(vista, username, role), nova);
    setEscolha(nova);
  };
  return [escolha, mudar];
}
