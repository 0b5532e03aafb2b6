import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Non-conformities an official clinical exam records (issue 14). */
export const desconformidadesResource = referenceResource({
  entity: 'desconformidades',
  alias: 'dc',
  from: sql`desconformidades dc`,
  columns: [refColumn('dc', 'codigo', 'codigo', 'Código'), refColumn('dc', 'nome', 'nome', 'Descrição')],
});
