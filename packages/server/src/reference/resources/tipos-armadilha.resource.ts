import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Entomological trap types. */
export const tiposArmadilhaResource = referenceResource({
  entity: 'tiposArmadilha',
  alias: 'ta',
  from: sql`tipos_armadilha ta`,
  columns: [
    refColumn('ta', 'codigo', 'codigo', 'Código'),
    refColumn('ta', 'nome', 'nome', 'Nome'),
    refColumn('ta', 'alvo', 'alvo', 'Alvo', 'LIST', { embeddedType: 'STRING' }),
    refColumn('ta', 'luz', 'luz', 'Luz'),
    refColumn('ta', 'atrativo', 'atrativo', 'Atrativo'),
  ],
});
