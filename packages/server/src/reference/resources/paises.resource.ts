import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Countries (ISO 3166-1, Portuguese names): read-only. */
export const paisesResource = referenceResource({
  entity: 'paises',
  alias: 'p',
  from: sql`paises p`,
  columns: [
    refColumn('p', 'codigo', 'codigo', 'Código'),
    refColumn('p', 'nome', 'nome', 'Nome'),
    refColumn('p', 'alpha3', 'alpha3', 'Código alfa-3'),
    refColumn('p', 'numerico', 'numerico', 'Código numérico'),
  ],
});
