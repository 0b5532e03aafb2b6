/** Per-area access levels (spec 000 §3, §6). */
export const ACCESS_LEVELS = [
  'CONSULTA',
  'REGISTO',
  'SEM_ACESSO',
  'REGISTO_LIMITADO',
  'CONSULTA_LIMITADA',
] as const;

/** One of {@link ACCESS_LEVELS}. */
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** True when `value` names a known access level. */
export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

/** Register is allowed for REGISTO and REGISTO_LIMITADO (spec 000 §6). */
export function canRegister(level: AccessLevel | undefined): boolean {
  switch (level) {
    case 'REGISTO':
    case 'REGISTO_LIMITADO':
      return true;
    case 'CONSULTA':
    case 'CONSULTA_LIMITADA':
    case 'SEM_ACESSO':
    case undefined:
      return false;
  }
}

/** Consult is allowed for every level that registers, plus CONSULTA and CONSULTA_LIMITADA (spec 000 §6). */
export function canConsult(level: AccessLevel | undefined): boolean {
  switch (level) {
    case 'REGISTO':
    case 'REGISTO_LIMITADO':
    case 'CONSULTA':
    case 'CONSULTA_LIMITADA':
      return true;
    case 'SEM_ACESSO':
    case undefined:
      return false;
  }
}

/** pt-PT name of each access level (constants, "Quem pode fazer o quê"). */
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  CONSULTA: 'Consulta',
  REGISTO: 'Registo',
  SEM_ACESSO: 'Sem acesso',
  REGISTO_LIMITADO: 'Registo limitado',
  CONSULTA_LIMITADA: 'Consulta limitada',
};
