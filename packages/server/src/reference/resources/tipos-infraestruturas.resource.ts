import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Kinds of infrastructure keeping captive wild animals (issue 13). */
export const tiposInfraestruturasResource = referenceResource({
  entity: 'tiposInfraestruturas',
  alias: 'ti',
  from: sql`tipos_infraestruturas ti`,
  columns: [refColumn('ti', 'codigo', 'codigo', 'Código'), refColumn('ti', 'nome', 'nome', 'Nome')],
});
