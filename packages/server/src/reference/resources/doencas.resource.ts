import { sql } from 'drizzle-orm';
import { codeOptions, refColumn, referenceResource } from './reference-resource.util.ts';

const CATEGORIAS = ['A', 'B', 'C', 'D', 'E'];
/** Diseases with their EU Animal Health Law categories. */
export const doencasResource = referenceResource({
  entity: 'doencas',
  alias: 'dz',
  from: sql`doencas dz`,
  columns: [
    refColumn('dz', 'codigo', 'codigo', 'Código'),
    refColumn('dz', 'nome', 'nome', 'Nome'),
    refColumn('dz', 'agente', 'agente', 'Agente'),
    refColumn('dz', 'categoria_ddo', 'categoriaDDO.nome', 'Categoria DDO', 'OPTION', {
      options: codeOptions(CATEGORIAS),
    }),
    refColumn('dz', 'categorias', 'categorias', 'Categorias', 'MULTIOPTION', {
      options: codeOptions(CATEGORIAS),
    }),
    refColumn('dz', 'listada_ue', 'listadaUE', 'Listada na UE', 'BOOLEAN'),
    refColumn('dz', 'zoonose', 'zoonose', 'Zoonose', 'BOOLEAN'),
  ],
});
