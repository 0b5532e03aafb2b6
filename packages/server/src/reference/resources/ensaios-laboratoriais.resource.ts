import { sql } from 'drizzle-orm';
import { refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

/** Laboratory assays. */
export const ensaiosLaboratoriaisResource = referenceResource({
  entity: 'ensaiosLaboratoriais',
  alias: 'el',
  from: sql`ensaios_laboratoriais el
    LEFT JOIN doencas dz ON dz.id = el.doenca_id
    JOIN tipos_resultados tr ON tr.id = el.tipo_resultado_id`,
  columns: [
    refColumn('el', 'codigo', 'codigo', 'Código'),
    refColumn('el', 'nome', 'nome', 'Nome'),
    refColumn('el', 'tecnica', 'tecnica', 'Técnica'),
    relationColumn('doenca.nome', 'Doença', 'doencas', 'dz', sql`dz.codigo`),
    relationColumn('tipoResultado.nome', 'Tipo de resultado', 'tiposResultados', 'tr', sql`tr.codigo`),
    refColumn('el', 'entomologico', 'entomologico', 'Entomológico', 'BOOLEAN'),
    refColumn('el', 'generico', 'generico', 'Genérico', 'BOOLEAN'),
  ],
});
