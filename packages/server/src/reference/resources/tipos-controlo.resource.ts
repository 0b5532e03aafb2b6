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
  // 001 §7 / 002 §7: entomology offers the entomological types (`true`); the collections, the others (`false`,
  // ours). Any other value finds none.
  finders: [
    {
      name: 'findByVigilanciaEntomologica',
      params: ['vigilanciaEntomologica'],
      single: false,
      where: (v) => {
        const flag = v.vigilanciaEntomologica;
        if (flag !== 'true' && flag !== 'false') return sql`FALSE`;
        return sql`NOT tc.arquivado AND tc.entomologico = ${flag === 'true'}`;
      },
    },
  ],
});
