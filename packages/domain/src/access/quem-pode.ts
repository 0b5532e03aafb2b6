import { sidesOf, type OperationSide, type Workflow } from '../workflow/workflow.ts';
import { canConsult, canRegister, type AccessLevel } from './access-levels.ts';
import type { Area } from './areas.ts';
import { ROLES, type Role } from './roles.ts';

// "Quem pode fazer o quê" (issue 13, ours, as SORMAS's user rights): from the live access levels and each record
// type's workflow, which roles may take each operation — the same rule the server applies (workflow.ts
// `mayAct`): the author side needs a register level (a limited one: only the records the user keeps), the
// reviewer side the full REGISTO level on records the user does not keep, the laboratory side a ROLE_LAB user
// who may consult the area, on its own laboratory's records; an operation may name its roles.

/** The level of each role on each area, as stored. */
export type LiveLevels = Readonly<Record<string, Readonly<Record<string, AccessLevel>>>>;

/**
 * Who may take an operation: the role, and whether only on its own records (those its user keeps; a
 * laboratory's user, those addressed to its laboratory).
 */
export interface WhoMay {
  role: Role;
  apenasOsSeus: boolean;
}

/** One operation of a workflow and who may take it. */
export interface OperacaoQuemPode {
  operacao: string;
  de: string[];
  para: string[];
  /** The side that takes it (from most states: a lab collection's return is the laboratory's when SUBMETIDO). */
  lado: OperationSide;
  perfis: WhoMay[];
}

/** The roles that may take each operation of `workflow` on `area`, by the live `levels`. */
export function quemPode(area: Area, workflow: Workflow<string>, levels: LiveLevels): OperacaoQuemPode[] {
  return workflow.operations.map((operation) => {
    const sides = sidesOf(operation);
    const perfis = ROLES.filter((role) => !operation.roles || operation.roles.includes(role)).flatMap(
      (role): WhoMay[] => {
        const level = levels[role]?.[area];
        const ways = sides.flatMap((side) => whoMay(side, role, level));
        // A role that takes the operation on every record of one side needs no "only its own" from another.
        const all = ways.find((way) => !way.apenasOsSeus);
        return all ? [all] : ways.slice(0, 1);
      },
    );
    const transitions = Object.entries(operation.transitions) as [string, string][];
    return {
      operacao: operation.name,
      de: transitions.map(([from]) => from),
      para: [...new Set(transitions.map(([, to]) => to))],
      lado: operation.side,
      perfis,
    };
  });
}

/** How `role`, at `level`, takes a `side` of an operation (nothing when it cannot). */
function whoMay(side: OperationSide, role: Role, level: AccessLevel | undefined): WhoMay[] {
  switch (side) {
    case 'reviewer':
      return level === 'REGISTO' ? [{ role, apenasOsSeus: false }] : [];
    case 'author':
      return canRegister(level) ? [{ role, apenasOsSeus: level !== 'REGISTO' }] : [];
    case 'laboratory':
      return role === 'ROLE_LAB' && canConsult(level) ? [{ role, apenasOsSeus: true }] : [];
  }
}
