import { sql } from 'drizzle-orm';
import { CLASSIFICACOES_EXPLORACAO } from '../db/schema/exploracoes.ts';
import { divisionColumn, localizacaoColumn } from '../platform/geo/location-columns.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
  type VisibilityContext,
} from '../platform/resources/resource.types.ts';

// Parish codes start with the municipality and district codes (CAOP), so the district and municipality of a
// holding are prefixes of its `freguesia`: filters and visibility need no join to find them.
const distritoCode = sql`left(e.freguesia, 2)`;
const concelhoCode = sql`left(e.freguesia, 4)`;

const columns = [
  column({ prop: 'marca', name: 'Marca', type: 'STRING', expr: sql`e.marca` }),
  column({ prop: 'nome', name: 'Nome', type: 'STRING', expr: sql`e.nome` }),
  column({ prop: 'nif', name: 'NIF', type: 'STRING', expr: sql`e.nif` }),
  column({
    prop: 'classificacao',
    name: 'Classificação',
    type: 'OPTION',
    expr: sql`e.classificacao`,
    options: CLASSIFICACOES_EXPLORACAO.map((c) => ({ value: c, label: c })),
  }),
  divisionColumn('freguesia', 'f', sql`e.freguesia`),
  divisionColumn('concelho', 'c', concelhoCode),
  divisionColumn('distrito', 'd', distritoCode),
  localizacaoColumn(sql`e.localizacao`),
  column({
    prop: 'createdOn',
    name: 'Data de criação',
    type: 'DATETIME',
    group: 'Auditoria',
    expr: sql`e.created_on`,
  }),
  column({
    prop: 'updatedOn',
    name: 'Data de atualização',
    type: 'DATETIME',
    group: 'Auditoria',
    expr: sql`e.updated_on`,
    showByDefault: false,
  }),
];

const summary = [
  field('id', sql`e.id`, 'NUMBER'),
  ...columnFields(columns),
  field('freguesia.dicofre', sql`f.dicofre`),
  field('concelho.dico', sql`c.dico`),
  field('distrito.di', sql`d.di`),
];

const full = [
  ...summary,
  field('version', sql`e.version`, 'NUMBER'),
  field('createdBy', sql`e.created_by`),
  field('updatedBy', sql`e.updated_by`),
];

/**
 * Holdings: SIGSA and MANAGER see all; SVL and SVR the holdings in the districts of their DSAVRs; MV and
 * MV_MUNICIPAL (CONSULTA_LIMITADA) all, since a vet must find any holding to register an act on it
 * (docs/api.md "Listas genéricas"). Roles without access to the area never get here (403).
 */
function visibility(ctx: VisibilityContext) {
  switch (ctx.role) {
    case 'ROLE_SVL':
    case 'ROLE_SVR':
      return sql`${distritoCode} IN (SELECT dd.di FROM utilizador_dsavrs ud
        JOIN dsavrs_distritos dd ON dd.dsavr_id = ud.dsavr_id WHERE ud.utilizador_id = ${ctx.userId})`;
    case 'ROLE_SIGSA':
    case 'ROLE_MANAGER':
    case 'ROLE_MV':
    case 'ROLE_MV_MUNICIPAL':
      return null;
    case 'ROLE_LAB':
    case 'ROLE_TRANSPORTADOR':
    case null:
      // Only reachable if the access matrix is changed to grant them the area: show nothing rather than all.
      return sql`FALSE`;
  }
}

/** The holdings list (Consultar → Explorações), identified by `marca` or by id. */
export const exploracoesResource: ResourceDefinition = {
  entity: 'exploracoes',
  area: 'exploracoes',
  from: sql`exploracoes e
    LEFT JOIN freguesias f ON f.dicofre = e.freguesia
    LEFT JOIN concelhos c ON c.dico = f.dico
    LEFT JOIN distritos d ON d.di = c.di`,
  id: sql`e.id`,
  naturalKey: sql`e.marca`,
  columns,
  searchColumns: ['marca', 'nome', 'nif'],
  projections: { summary, full, fullMV: full },
  visibility,
  finders: [
    { name: 'findByMarca', params: ['marca'], single: true, where: (v) => sql`e.marca = ${v.marca}` },
  ],
  // On the list map, a holding at its point, coloured by its sanitary classification.
  map: { points: [sql`e.localizacao`], label: sql`e.marca`, colour: 'classificacao' },
};
