import { AREAS, AREA_LABELS, DEFAULT_ACCESS } from '@sigsa/domain/access/areas';
import { ROLES } from '@sigsa/domain/access/roles';

/** Short forms of the access levels used in the documentation table. */
const SHORT: Record<string, string> = {
  REGISTO: 'R',
  REGISTO_LIMITADO: 'RL',
  CONSULTA: 'C',
  CONSULTA_LIMITADA: 'CL',
  SEM_ACESSO: '—',
};

/** The markdown table of the seeded access matrix, as docs/permissions.md shows it. */
export function accessMatrixMarkdown(): string {
  const header = `| área | ${ROLES.map((r) => r.replace('ROLE_', '')).join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => '---').join('|')}|`;
  const rows = AREAS.map(
    (area) =>
      `| ${AREA_LABELS[area]} (\`${area}\`) | ${ROLES.map((role) => SHORT[DEFAULT_ACCESS[role][area]]).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
