import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Control types. */
export const tiposControloResource = referenceResource({
  entity: 'tiposControlo',
  alias: 'tc',
  from: sql`tipos_controlo tc`,
  columns: [
    refColumn('tc', 'codigo', 'codigo', 'Código'),
    refColumn('tc', 'nome', 'nome', 'Nome'),
    refColumn('tc', 'entomologico', 'entomologico', 'Entomológico', 'BOOLEAN'),
  ],
});
