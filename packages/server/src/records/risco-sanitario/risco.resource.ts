import { sql, type SQL } from 'drizzle-orm';
import { recordAuditColumns, recordAuditFields } from '../../platform/records/record-columns.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
  type VisibilityContext,
} from '../../platform/resources/resource.types.ts';

/** The record's parishes as `freguesias` rows: by code, for names and filters. */
const freguesiasDoRegisto = sql`freguesias f WHERE f.dicofre = ANY(r.freguesias)`;

const columns = [
  column({
    prop: 'doenca.nome',
    name: 'Doença',
    type: 'OPTION',
    expr: sql`d.nome`,
    repository: 'doencas',
    properties: ['nome'],
    relation: { idExpr: sql`r.doenca_id`, codeExpr: sql`d.codigo` },
  }),
  column({
    prop: 'classificacao.descricao',
    name: 'Nível de risco',
    type: 'OPTION',
    expr: sql`cr.descricao`,
    repository: 'classificacoesRisco',
    properties: ['descricao'],
    relation: { idExpr: sql`r.classificacao_id`, codeExpr: sql`cr.codigo` },
  }),
  column({
    prop: 'dataInicioClassificacao',
    name: 'Início do nível',
    type: 'DATE',
    expr: sql`r.data_inicio_classificacao`,
  }),
  column({
    prop: 'dataFinalClassificacao',
    name: 'Fim do nível',
    type: 'DATE',
    expr: sql`r.data_final_classificacao`,
  }),
  column({
    prop: 'numeroFreguesias',
    name: 'Número de freguesias',
    type: 'NUMBER',
    expr: sql`cardinality(r.freguesias)`,
    valueType: 'integer',
  }),
  // The parish filter (issue 15): ids chosen in the filter become codes first (`codeLookup`), so the condition is
  // an overlap on the record's own array, which its GIN index serves.
  column({
    prop: 'freguesias',
    name: 'Freguesias',
    type: 'MULTIOPTION',
    expr: sql`ARRAY(SELECT f.nome FROM ${freguesiasDoRegisto} ORDER BY f.nome)`,
    repository: 'freguesias',
    properties: ['nome'],
    showByDefault: false,
    relation: {
      idExpr: sql`ARRAY(SELECT f.id FROM ${freguesiasDoRegisto})`,
      codeExpr: sql`r.freguesias`,
      codeLookup: { table: sql`freguesias`, id: sql`id`, code: sql`dicofre` },
    },
  }),
  column({
    prop: 'observacao',
    name: 'Observações',
    type: 'TEXT',
    expr: sql`r.observacao`,
    showByDefault: false,
  }),
  ...recordAuditColumns('r', { archivable: false }),
];

/**
 * The parishes of the record, by code (spec 002 §3: a list identified by `dicofre`), from its own array: their
 * names are the CAOP tree's, which every screen that shows them has (a join here was a third of a save's answer).
 */
const freguesiasJson = sql`(SELECT coalesce(json_agg(json_build_object('dicofre', x.dicofre) ORDER BY x.dicofre), '[]'::json)
    FROM unnest(r.freguesias) AS x(dicofre))`;

/** What each save did to the parishes, latest first (issue 15 history). */
const alteracoesJson = sql`(SELECT coalesce(json_agg(json_build_object('id', a.id, 'data', a.data,
    'utilizador', a.utilizador, 'adicionadas', a.adicionadas, 'removidas', a.removidas) ORDER BY a.id DESC), '[]'::json)
  FROM riscos_sanitarios_alteracoes a WHERE a.risco_id = r.id)`;

const summary = [
  field('id', sql`r.id`, 'NUMBER'),
  ...columnFields(columns.filter((c) => c.descriptor.key !== 'freguesias')),
  field('doenca.id', sql`d.id`, 'NUMBER'),
  field('classificacao.id', sql`cr.id`, 'NUMBER'),
  field('classificacao.cor', sql`cr.cor`),
];

const full = [
  field('id', sql`r.id`, 'NUMBER'),
  field('version', sql`r.version`, 'NUMBER'),
  field('doenca.id', sql`d.id`, 'NUMBER'),
  field('doenca.codigo', sql`d.codigo`),
  field('doenca.nome', sql`d.nome`),
  field('doenca.categorias', sql`d.categorias`, 'LIST'),
  field('doenca.categoriaDDO', sql`d.categoria_ddo`),
  field('classificacao.id', sql`cr.id`, 'NUMBER'),
  field('classificacao.codigo', sql`cr.codigo`),
  field('classificacao.descricao', sql`cr.descricao`),
  field('classificacao.ordem', sql`cr.ordem`, 'NUMBER'),
  field('classificacao.cor', sql`cr.cor`),
  field('dataInicioClassificacao', sql`r.data_inicio_classificacao::text`, 'DATE'),
  field('dataFinalClassificacao', sql`r.data_final_classificacao::text`, 'DATE'),
  field('observacao', sql`r.observacao`),
  field('numeroFreguesias', sql`cardinality(r.freguesias)`, 'NUMBER'),
  field('freguesias', freguesiasJson, 'LIST'),
  field('alteracoesFreguesias', alteracoesJson, 'LIST'),
  ...recordAuditFields('r'),
];

/**
 * Who reads sanitary-risk records (issue 15, docs/permissions.md): the authority and the regional services, every
 * record (a level is national information); nobody else any. Writes are the area's REGISTO level (SIGSA, MANAGER).
 */
function visibility(ctx: VisibilityContext): SQL | null {
  switch (ctx.role) {
    case 'ROLE_SIGSA':
    case 'ROLE_MANAGER':
    case 'ROLE_SVL':
    case 'ROLE_SVR':
      return null;
    case 'ROLE_MV':
    case 'ROLE_MV_MUNICIPAL':
    case 'ROLE_LAB':
    case 'ROLE_TRANSPORTADOR':
    case null:
      return sql`FALSE`;
  }
}

/** Sanitary-risk records (Consultar → Risco sanitário), by id. */
export const riscoSanitarioResource: ResourceDefinition = {
  entity: 'riscoSanitario',
  area: 'riscoSanitario',
  from: sql`riscos_sanitarios r
    JOIN doencas d ON d.id = r.doenca_id
    JOIN classificacoes_risco cr ON cr.id = r.classificacao_id`,
  id: sql`r.id`,
  naturalKey: null,
  columns,
  searchColumns: ['doenca.nome', 'classificacao.descricao'],
  projections: { summary, full, fullMV: full },
  visibility,
  finders: [],
};
