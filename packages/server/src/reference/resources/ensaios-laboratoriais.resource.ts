import { sql } from 'drizzle-orm';
import { field } from '../../platform/resources/resource.types.ts';
import { idParam, refColumn, referenceResource, relationColumn } from './reference-resource.util.ts';

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
    refColumn('el', 'requer_tipificacao', 'requerTipificacao', 'Requer tipificação', 'BOOLEAN'),
  ],
  // The lab-assay modal (001 §5.3): the assays of a disease, those that serve it too; with the matrices each
  // takes (the sample modal offers a sample's matrix only the assays that take it).
  finders: [
    {
      name: 'findByDoencaId',
      params: ['id'],
      single: false,
      where: (v) => sql`NOT el.arquivado AND (el.doenca_id = ${idParam(v.id)} OR EXISTS (
        SELECT 1 FROM ensaios_laboratoriais_doencas_relacionadas r
        WHERE r.ensaio_id = el.id AND r.doenca_id = ${idParam(v.id)}))`,
    },
  ],
  fullFields: [
    field('doenca.id', sql`el.doenca_id`, 'NUMBER'),
    field('tipoResultado.id', sql`el.tipo_resultado_id`, 'NUMBER'),
    field('tipoResultado.tipoValor', sql`tr.tipo_valor`),
    field(
      'matrizes',
      sql`(SELECT coalesce(json_agg(m.matriz_id ORDER BY m.matriz_id), '[]'::json)
        FROM ensaios_laboratoriais_matrizes m WHERE m.ensaio_id = el.id)`,
      'LIST',
    ),
  ],
});
