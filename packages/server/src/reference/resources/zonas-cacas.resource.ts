import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Hunting zones (issue 14): wild exams and collections name one for a hunted animal. */
export const zonasCacasResource = referenceResource({
  entity: 'zonasCacas',
  alias: 'zc',
  from: sql`zonas_cacas zc`,
  columns: [refColumn('zc', 'codigo', 'codigo', 'Número'), refColumn('zc', 'nome', 'nome', 'Nome')],
});
