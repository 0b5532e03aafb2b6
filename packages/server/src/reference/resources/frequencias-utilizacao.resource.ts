import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Usage frequencies (entomology; issue 13). */
export const frequenciasUtilizacaoResource = referenceResource({
  entity: 'frequenciasUtilizacao',
  alias: 'fu',
  from: sql`frequencias_utilizacao fu`,
  columns: [
    refColumn('fu', 'codigo', 'codigo', 'Código'),
    refColumn('fu', 'nome', 'nome', 'Nome'),
    refColumn('fu', 'dias', 'dias', 'Intervalo (dias)', 'NUMBER'),
  ],
});
