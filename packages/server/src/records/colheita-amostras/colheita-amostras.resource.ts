import { sql } from 'drizzle-orm';
import { column, field } from '../../platform/resources/resource.types.ts';
import { colheitaColumns, colheitaResource, refJsonText } from '../colheitas.resource.ts';
import type { ColheitaTipo } from '../colheitas.tipo.ts';

/** The domestic collection type (001 §3.2): `cam_` tables. */
export const COLHEITA_AMOSTRAS: ColheitaTipo = {
  entity: 'controlosLaboratoriaisColheitasAmostras',
  area: 'colheitaAmostras',
  label: 'Colheita de amostras',
  table: 'colheitas_amostras',
  prefix: 'cam',
  regiao: 'regiao_dsavr_id',
  especies: 'SELECT c.especie_id',
};

/** A domestic sample's own fields (001 §3.2), over the sample row `a`. */
const AMOSTRA_DOMESTICA = `'tipoAmostra', a.tipo_amostra, 'quantidadeAnimais', a.quantidade_animais,
  'quantidade', a.quantidade,
  'subCategoriaAnimal', ${refJsonText('sub_categorias_animais', 'a.sub_categoria_animal_id')}`;

/**
 * Domestic laboratory collections (Consultar → Colheita de amostras), by id (001 §3.2): filed under the DSAVR of
 * the holding's parish; the holding and the species beside the fields every collection has.
 */
export const colheitasAmostrasResource = colheitaResource({
  tipo: COLHEITA_AMOSTRAS,
  joins: sql`JOIN exploracoes e ON e.id = c.exploracao_id JOIN especies es ON es.id = c.especie_id`,
  columns: [
    column({ prop: 'exploracao.marca', name: 'Marca da exploração', type: 'STRING', expr: sql`e.marca` }),
    colheitaColumns.data,
    column({ prop: 'especie.nome', name: 'Espécie', type: 'STRING', expr: sql`es.nome` }),
    colheitaColumns.tipoControlo,
    colheitaColumns.laboratorio,
    colheitaColumns.codigoInterno,
    colheitaColumns.responsavel,
    colheitaColumns.dsavr('regiao.dsavr.sigla', sql`c.regiao_dsavr_id`, 'Região'),
  ],
  searchColumns: ['numeroSerie', 'exploracao.marca', 'codigoInternoLaboratorio'],
  fields: [
    field(
      'exploracao',
      sql`json_build_object('id', e.id, 'marca', e.marca, 'nome', e.nome, 'nif', e.nif)`,
      'LIST',
    ),
    field(
      'especies',
      sql`json_build_array(json_build_object('id', es.id, 'codigo', es.codigo, 'nome', es.nome, 'grupo', es.grupo))`,
      'LIST',
    ),
    field(
      'bando',
      sql`(SELECT json_build_object('id', b.id, 'codigo', b.codigo, 'nome', b.nome) FROM bandos b
        WHERE b.id = c.bando_id)`,
      'LIST',
    ),
    field('observacoes', sql`c.observacoes`),
  ],
  amostra: AMOSTRA_DOMESTICA,
});
