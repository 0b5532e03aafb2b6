import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Districts and islands (CAOP). */
export const distritosResource = referenceResource({
  entity: 'distritos',
  alias: 'd',
  from: sql`distritos d`,
  columns: [refColumn('d', 'di', 'di', 'Código'), refColumn('d', 'nome', 'nome', 'Nome')],
});
