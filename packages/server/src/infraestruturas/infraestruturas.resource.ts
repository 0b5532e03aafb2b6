import { sql } from 'drizzle-orm';
import { divisionColumn, localizacaoColumn } from '../platform/geo/location-columns.ts';
import { containsText } from '../platform/resources/filter-compiler.ts';
import { relationColumn } from '../reference/resources/reference-resource.util.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
} from '../platform/resources/resource.types.ts';

const columns = [
  column({
    prop: 'nomeEstabelecimento',
    name: 'Nome do estabelecimento',
    type: 'STRING',
    expr: sql`i.nome_estabelecimento`,
  }),
  column({ prop: 'nomeOperador', name: 'Nome do operador', type: 'STRING', expr: sql`i.nome_operador` }),
  column({ prop: 'nifOperador', name: 'NIF do operador', type: 'STRING', expr: sql`i.nif_operador` }),
  column({ prop: 'numero', name: 'Número', type: 'STRING', expr: sql`i.numero` }),
  relationColumn('tipo.nome', 'Tipo', 'tiposInfraestruturas', 'ti', sql`ti.codigo`),
  divisionColumn('freguesia', 'f', sql`i.freguesia`),
  localizacaoColumn(sql`i.localizacao`),
];

const summary = [
  field('id', sql`i.id`, 'NUMBER'),
  ...columnFields(columns),
  field('freguesia.dicofre', sql`i.freguesia`),
  field('tipo.id', sql`ti.id`, 'NUMBER'),
  field('tipo.codigo', sql`ti.codigo`),
];

const full = [
  ...summary,
  field('concelho.nome', sql`(SELECT c.nome FROM concelhos c WHERE c.dico = left(i.freguesia, 4))`),
  field('distrito.nome', sql`(SELECT d.nome FROM distritos d WHERE d.di = left(i.freguesia, 2))`),
  field('version', sql`i.version`, 'NUMBER'),
];

/**
 * Infrastructures keeping captive wild animals (issue 12): what the captive-wild notification searches by
 * establishment name, operator name, operator NIF or number (`search/findInfraestruturaByNomeOrNifOrNumero?search=`,
 * or the generic `search/find?search=`), sorted by the
 * establishment's name (spec 002 §9). Like the reference lists, any signed-in user reads them (a veterinarian
 * must find the infrastructure where they notify); Gerir writes them (issue 13).
 */
export const infraestruturasResource: ResourceDefinition = {
  entity: 'infraestruturas',
  area: null,
  from: sql`infraestruturas i JOIN tipos_infraestruturas ti ON ti.id = i.tipo_id
    LEFT JOIN freguesias f ON f.dicofre = i.freguesia`,
  id: sql`i.id`,
  naturalKey: null,
  columns,
  searchColumns: ['nomeEstabelecimento', 'nomeOperador', 'nifOperador', 'numero'],
  projections: { summary, full, fullMV: full },
  visibility: () => null,
  finders: [
    {
      // The form's selector (spec 002 §2): one text against the four identifying fields.
      name: 'findInfraestruturaByNomeOrNifOrNumero',
      params: ['search'],
      single: false,
      where: (v) => {
        const text = v.search ?? '';
        return sql`(${sql.join(
          [sql`i.nome_estabelecimento`, sql`i.nome_operador`, sql`i.nif_operador`, sql`i.numero`].map(
            (expr) => containsText(expr, text),
          ),
          sql` OR `,
        )})`;
      },
    },
  ],
  defaultSort: ['nomeEstabelecimento,asc'],
};
