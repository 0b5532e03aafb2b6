import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Return reasons by operation type. */
export const tiposMotivosDevolucaoResource = referenceResource({
  entity: 'tiposMotivosDevolucao',
  alias: 'tm',
  from: sql`tipos_motivos_devolucao tm`,
  columns: [
    refColumn('tm', 'tipo', 'tipo', 'Tipo'),
    refColumn('tm', 'codigo', 'codigo', 'Código'),
    refColumn('tm', 'nome', 'nome', 'Nome'),
    refColumn('tm', 'requer_observacao', 'requerObservacao', 'Requer observação', 'BOOLEAN'),
  ],
  finders: [{ name: 'findByTipo', params: ['tipo'], single: false, where: (v) => sql`tm.tipo = ${v.tipo}` }],
});
