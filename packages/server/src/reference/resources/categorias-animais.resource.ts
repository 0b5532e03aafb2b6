import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Animal categories. */
export const categoriasAnimaisResource = referenceResource({
  entity: 'categoriasAnimais',
  alias: 'ca',
  from: sql`categorias_animais ca`,
  columns: [
    refColumn('ca', 'codigo', 'codigo', 'Código'),
    refColumn('ca', 'nome', 'nome', 'Nome'),
    refColumn('ca', 'fonte', 'fonte', 'Fonte'),
  ],
});
