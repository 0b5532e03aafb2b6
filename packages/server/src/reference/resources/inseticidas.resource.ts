import { sql } from 'drizzle-orm';
import { refColumn, referenceResource } from './reference-resource.util.ts';

/** Insecticides. */
export const inseticidasResource = referenceResource({
  entity: 'inseticidas',
  alias: 'i',
  from: sql`inseticidas i`,
  columns: [
    refColumn('i', 'codigo', 'codigo', 'Código'),
    refColumn('i', 'nome', 'nome', 'Nome'),
    refColumn('i', 'classe', 'classe', 'Classe'),
    refColumn('i', 'aplicacao', 'aplicacao', 'Aplicação', 'LIST', { embeddedType: 'STRING' }),
    refColumn('i', 'requer_observacao', 'requerObservacao', 'Requer observação', 'BOOLEAN'),
  ],
});
