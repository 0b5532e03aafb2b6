import { sql } from 'drizzle-orm';
import { refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

/** Values of list-type results. */
export const listaValoresResource = referenceResource({
  entity: 'listaValores',
  alias: 'lv',
  from: sql`lista_valores lv JOIN tipos_resultados tr ON tr.id = lv.tipo_resultado_id`,
  columns: [
    refColumn('lv', 'nome', 'nome', 'Nome'),
    refColumn('lv', 'ordem', 'ordem', 'Ordem', 'NUMBER'),
    relationColumn('tipoResultado.nome', 'Tipo de resultado', 'tiposResultados', 'tr', sql`tr.codigo`),
  ],
});
