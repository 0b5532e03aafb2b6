import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';

// A record screen is rebuilt from each answer of the server (record-detail-page.tsx keys it by version). When
// Submeter saves the changes first and the server then refuses the submission, the saved record must replace the
// one on screen — its version and its new rows' ids, or the next try is stale or repeats them — and the refusal
// must still be told: it is handed over here, above the rebuilt screen, and taken by the new one.

/** An operation's refusal, as the rebuilt screen tells it. */
export interface CarriedRefusal {
  messages: string[];
  /** Told in the 'Aviso' dialog besides the list (001 §8). */
  dialog: boolean;
}

interface RefusalCarry {
  put: (refusal: CarriedRefusal) => void;
  /** The refusal handed over, once. */
  take: () => CarriedRefusal | null;
}

const RefusalCarryContext = createContext<RefusalCarry | null>(null);

/** Holds a refusal across the rebuild of the record screen inside it. */
export function RefusalCarryProvider({ children }: { children: ReactNode }) {
  const held = useRef<CarriedRefusal | null>(null);
  const carry = useMemo<RefusalCarry>(
    () => ({
      put: (refusal) => {
        held.current = refusal;
      },
      take: () => {
        const refusal = held.current;
        held.current = null;
        return refusal;
      },
    }),
    [],
  );
  return <RefusalCarryContext.Provider value={carry}>{children}</RefusalCarryContext.Provider>;
}

/** The carry of the record screen, or null outside a record's detail page (a create screen, a unit test). */
export function useRefusalCarry(): RefusalCarry | null {
  return useContext(RefusalCarryContext);
}
