import { sql, type SQL } from 'drizzle-orm';
import { decisionColumn, decisionCounter } from '../../platform/records/decision-column.ts';
import { regionCounterKept, regionCounterScope } from '../../platform/records/region-visibility.ts';
import { divisionColumn } from '../../platform/geo/location-columns.ts';
import {
  devolucoesJson,
  recordAuditColumns,
  recordAuditFields,
  recordHeadColumns,
} from '../../platform/records/record-columns.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
  type VisibilityContext,
} from '../../platform/resources/resource.types.ts';
import { VACINACAO_ESTADOS, VACINACAO_WORKFLOW } from '@sigsa/domain/records/vacinacao/vacinacao.workflow';

/** A value-list column (customTypes of `categoria`), filtered by id or code. */
function customTypeColumn(prop: string, name: string, alias: string, categoria: string) {
  return column({
    prop: `${prop}.nome`,
    name,
    type: 'OPTION',
    expr: sql.raw(`${alias}.nome`),
    source: categoria,
    relation: { idExpr: sql.raw(`${alias}.id`), codeExpr: sql.raw(`${alias}.codigo`) },
  });
}

const columns = [
  ...recordHeadColumns('v', VACINACAO_ESTADOS),
  column({ prop: 'exploracao.marca', name: 'Marca da exploração', type: 'STRING', expr: sql`e.marca` }),
  column({ prop: 'exploracao.nome', name: 'Exploração', type: 'STRING', expr: sql`e.nome` }),
  // The holding's parish: Início's map of vaccinations and the list a parish opens (issue 17).
  divisionColumn('freguesia', 'ef', sql`e.freguesia`, { showByDefault: false }),
  column({ prop: 'medicoVeterinario.nome', name: 'Médico veterinário', type: 'STRING', expr: sql`mv.nome` }),
  column({ prop: 'dataVacinacao', name: 'Data de vacinação', type: 'DATE', expr: sql`v.data_vacinacao` }),
  customTypeColumn('estrategiaVacinacao', 'Estratégia', 'est', 'ESTRATEGIA_VACINACAO'),
  customTypeColumn('zonaVacinacao', 'Zona', 'zon', 'ZONA_VACINACAO'),
  customTypeColumn('vacinaAplicada', 'Vacina aplicada', 'vac', 'VACINA_APLICADA'),
  column({ prop: 'lotes', name: 'Lotes', type: 'STRING', expr: sql`v.lotes`, showByDefault: false }),
  column({
    prop: 'dataValidade',
    name: 'Validade da vacina',
    type: 'DATE',
    expr: sql`v.data_validade`,
    showByDefault: false,
  }),
  column({
    prop: 'quantidadeAnimais',
    name: 'Número de animais',
    type: 'NUMBER',
    expr: sql`v.quantidade_animais`,
    valueType: 'integer',
  }),
  ...recordAuditColumns('v'),
  decisionColumn(
    VACINACAO_WORKFLOW,
    sql`v.estado`,
    (ctx) => sql`(v.created_by = ${ctx.username} OR v.medico_veterinario_id = ${ctx.userId})`,
  ),
];

/** Species of the vaccination, by name. */
const especiesJson = sql`(SELECT coalesce(json_agg(json_build_object('id', es.id, 'nome', es.nome) ORDER BY es.nome), '[]'::json)
  FROM vacinacoes_especies ve JOIN especies es ON es.id = ve.especie_id WHERE ve.vacinacao_id = v.id)`;

/** The applied-vaccine lines in entry order (spec 002 §9: sorted by sequence ascending). */
const linhasJson = sql`(SELECT coalesce(json_agg(json_build_object(
    'id', va.id, 'sequencia', va.sequencia, 'tipo', va.tipo, 'identificacao', va.identificacao,
    'idade', va.idade, 'quantidadeAnimais', va.quantidade_animais,
    'esquemaVacinacao', json_build_object('id', esq.id, 'nome', esq.nome),
    'etapaVacinacao', json_build_object('id', eta.id, 'nome', eta.nome)) ORDER BY va.sequencia, va.id), '[]'::json)
  FROM vacinas_aplicadas va
  JOIN custom_types esq ON esq.id = va.esquema_vacinacao_id
  JOIN custom_types eta ON eta.id = va.etapa_vacinacao_id
  WHERE va.vacinacao_id = v.id)`;

const summary = [
  field('id', sql`v.id`, 'NUMBER'),
  ...columnFields(columns),
  field('medicoVeterinario.id', sql`mv.id`, 'NUMBER'),
];

/** The holding's district code: parish codes start with it (CAOP). */
const distritoCode = sql`left(e.freguesia, 2)`;

const full = [
  field('id', sql`v.id`, 'NUMBER'),
  field('version', sql`v.version`, 'NUMBER'),
  field('estado', sql`v.estado`),
  field('arquivado', sql`v.arquivado`, 'BOOLEAN'),
  field('numeroSerie', sql`v.numero_serie`),
  field('serie.id', sql`s.id`, 'NUMBER'),
  field('serie.nome', sql`s.nome`),
  field('exploracao.id', sql`e.id`, 'NUMBER'),
  field('exploracao.marca', sql`e.marca`),
  field('exploracao.nome', sql`e.nome`),
  // What "+ Info" shows beside the holding: the same details its lookup gives before the record is saved.
  field('exploracao.nif', sql`e.nif`),
  field('exploracao.classificacao', sql`e.classificacao`),
  field('exploracao.freguesia.nome', sql`(SELECT f.nome FROM freguesias f WHERE f.dicofre = e.freguesia)`),
  field(
    'exploracao.concelho.nome',
    sql`(SELECT c.nome FROM concelhos c WHERE c.dico = left(e.freguesia, 4))`,
  ),
  field('exploracao.distrito.nome', sql`(SELECT d.nome FROM distritos d WHERE d.di = ${distritoCode})`),
  field('medicoVeterinario.id', sql`mv.id`, 'NUMBER'),
  field('medicoVeterinario.nome', sql`mv.nome`),
  field('medicoVeterinario.email', sql`mv.email`),
  field('medicoVeterinario.nic', sql`mv.nic`),
  field('dataVacinacao', sql`v.data_vacinacao::text`, 'DATE'),
  field('estrategiaVacinacao.id', sql`est.id`, 'NUMBER'),
  field('estrategiaVacinacao.nome', sql`est.nome`),
  field('zonaVacinacao.id', sql`zon.id`, 'NUMBER'),
  field('zonaVacinacao.nome', sql`zon.nome`),
  field('vacinaAplicada.id', sql`vac.id`, 'NUMBER'),
  field('vacinaAplicada.nome', sql`vac.nome`),
  field('lotes', sql`v.lotes`),
  field('dataValidade', sql`v.data_validade::text`, 'DATE'),
  field('especies', especiesJson, 'LIST'),
  field('observacoes', sql`v.observacoes`),
  field('quantidadeAnimais', sql`v.quantidade_animais`, 'NUMBER'),
  field('vacinasAplicadas', linhasJson, 'LIST'),
  field('devolucoes', devolucoesJson('vacinacoes', 'v'), 'LIST'),
  ...recordAuditFields('v'),
];

/**
 * Row-level visibility (brief §7): SIGSA and MANAGER all; SVL and SVR the vaccinations on holdings of their
 * DSAVR districts; MV and MV_MUNICIPAL those they created or are the veterinarian of; nobody else any.
 */
function visibility(ctx: VisibilityContext): SQL | null {
  switch (ctx.role) {
    case 'ROLE_SIGSA':
    case 'ROLE_MANAGER':
      return null;
    case 'ROLE_SVL':
    case 'ROLE_SVR':
      return sql`${distritoCode} IN (SELECT dd.di FROM utilizador_dsavrs ud
        JOIN dsavrs_distritos dd ON dd.dsavr_id = ud.dsavr_id WHERE ud.utilizador_id = ${ctx.userId})`;
    case 'ROLE_MV':
    case 'ROLE_MV_MUNICIPAL':
      return sql`(v.medico_veterinario_id = ${ctx.userId}
        OR v.created_by = (SELECT u.username FROM utilizadores u WHERE u.id = ${ctx.userId}))`;
    case 'ROLE_LAB':
    case 'ROLE_TRANSPORTADOR':
    case null:
      return sql`FALSE`;
  }
}

/** The caller's DSAVR districts, as the counters' `regiao` text: a vaccination's region is its district. */
function distritos(ctx: VisibilityContext): SQL {
  return sql`ARRAY(SELECT dd.di::text FROM utilizador_dsavrs ud
    JOIN dsavrs_distritos dd ON dd.dsavr_id = ud.dsavr_id WHERE ud.utilizador_id = ${ctx.userId})`;
}

/** Vaccinations (Consultar → Vacinação), by id. */
export const vacinacoesResource: ResourceDefinition = {
  entity: 'vacinacoes',
  area: 'vacinacoes',
  from: sql`vacinacoes v
    JOIN exploracoes e ON e.id = v.exploracao_id
    LEFT JOIN freguesias ef ON ef.dicofre = e.freguesia
    JOIN utilizadores mv ON mv.id = v.medico_veterinario_id
    JOIN custom_types est ON est.id = v.estrategia_vacinacao_id
    JOIN custom_types zon ON zon.id = v.zona_vacinacao_id
    JOIN custom_types vac ON vac.id = v.vacina_aplicada_id
    LEFT JOIN series s ON s.id = v.serie_id`,
  id: sql`v.id`,
  naturalKey: null,
  columns,
  searchColumns: ['numeroSerie', 'exploracao.marca', 'exploracao.nome'],
  projections: { summary, full, fullMV: full },
  visibility,
  // {@link visibility} over Início's counters: SVL and SVR do not see what they keep outside their districts.
  counters: {
    scope: (ctx) => regionCounterScope(ctx, distritos(ctx), false),
    decision: decisionCounter(VACINACAO_WORKFLOW, (ctx) => regionCounterKept(ctx, distritos(ctx), false)),
  },
  finders: [],
  archived: sql`v.arquivado`,
  // On the list map, a vaccination is at its holding.
  map: { points: [sql`e.localizacao`], label: sql`v.numero_serie`, colour: 'estado' },
};
