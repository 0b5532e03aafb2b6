import type { Workflow } from '../workflow/workflow.ts';
import { canRegister, type AccessLevel } from './access-levels.ts';
import type { Area } from './areas.ts';
import { ROLES, type Role } from './roles.ts';

// "Quem pode fazer o quê" (issue 13, ours, as SORMAS's user rights): from the live access levels and each record
// type's workflow, which roles may take each operation — the same rule the server applies (workflow.ts
// `mayAct`): the author side needs a register level (a limited one: only the records the user keeps), the
// reviewer side the full REGISTO level on records the user does not keep; an operation may name its roles.

/** The level of each role on each area, as stored. */
export type LiveLevels = Readonly<Record<string, Readonly<Record<string, AccessLevel>>>>;

/** Who may take an operation: the role, and whether only on the records its user keeps. */
export interface WhoMay {
  role: Role;
  apenasOsSeus: boolean;
}

/** One operation of a workflow and who may take it. */
export interface OperacaoQuemPode {
  operacao: string;
  de: string[];
  para: string[];
  lado: 'author' | 'reviewer';
  perfis: WhoMay[];
}

/** The roles that may take each operation of `workflow` on `area`, by the live `levels`. */
export function quemPode(area: Area, workflow: Workflow<string>, levels: LiveLevels): OperacaoQuemPode[] {
  return workflow.operations.map((operation) => {
    const perfis = ROLES.filter((role) => !operation.roles || operation.roles.includes(role)).flatMap(
      (role): WhoMay[] => {
        const level = levels[role]?.[area];
        if (operation.side === 'reviewer') return level === 'REGISTO' ? [{ role, apenasOsSeus: false }] : [];
        return canRegister(level) ? [{ role, apenasOsSeus: level !== 'REGISTO' }] : [];
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
