import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Non-conformities of a holding's health records (issue 14). */
export const desconformidadesRegistoSaudeResource = referenceResource({
  entity: 'desconformidadesRegistoSaude',
  alias: 'drs',
  from: sql`desconformidades_registo_saude drs`,
  columns: [refColumn('drs', 'codigo', 'codigo', 'Código'), refColumn('drs', 'nome', 'nome', 'Descrição')],
});
