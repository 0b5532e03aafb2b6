import { sql, type SQL } from 'drizzle-orm';
import { LAB_COLLECTION_ESTADOS } from '@sigsa/domain/workflow/lab-collection-workflow';
import {
  devolucoesJson,
  recordAuditColumns,
  recordAuditFields,
  recordHeadColumns,
} from '../../platform/records/record-columns.ts';
import { regionVisibility } from '../../platform/records/region-visibility.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
  type ResourceField,
  type VisibilityContext,
} from '../../platform/resources/resource.types.ts';
import { amostrasJson, ensaiosJson, resultadosJson } from '../colheitas.projection.ts';

const ENTITY = 'controlosLaboratoriaisColheitasAmostras';

const columns = [
  ...recordHeadColumns('c', LAB_COLLECTION_ESTADOS),
  column({ prop: 'exploracao.marca', name: 'Marca da exploração', type: 'STRING', expr: sql`e.marca` }),
  column({ prop: 'data', name: 'Data de colheita', type: 'DATE', expr: sql`c.data` }),
  column({ prop: 'especie.nome', name: 'Espécie', type: 'STRING', expr: sql`es.nome` }),
  column({ prop: 'tipoControlo.nome', name: 'Tipo de controlo', type: 'STRING', expr: sql`tc.nome` }),
  column({
    prop: 'laboratorio.nome',
    name: 'Laboratório',
    type: 'OPTION',
    expr: sql`lab.nome`,
    repository: 'laboratorios',
    properties: ['nome'],
    relation: { idExpr: sql`c.laboratorio_id`, codeExpr: sql`lab.codigo` },
  }),
  column({
    prop: 'codigoInternoLaboratorio',
    name: 'Código interno do laboratório',
    type: 'STRING',
    expr: sql`c.codigo_interno_laboratorio`,
  }),
  column({
    prop: 'responsavelColheita.nome',
    name: 'Responsável pela colheita',
    type: 'STRING',
    expr: sql`rc.nome`,
  }),
  column({
    prop: 'regiao.dsavr.sigla',
    name: 'DSAVR',
    type: 'OPTION',
    group: 'Região',
    expr: sql`rd.sigla`,
    repository: 'dsavrs',
    properties: ['sigla'],
    relation: { idExpr: sql`c.regiao_dsavr_id`, codeExpr: sql`rd.codigo` },
  }),
  ...recordAuditColumns('c'),
];

const summary = [field('id', sql`c.id`, 'NUMBER'), ...columnFields(columns)];

/** A reference as `{ id, codigo, nome }` from `table` by `idExpr`, null when unset. */
const ref = (table: string, idExpr: string) =>
  sql.raw(`(SELECT json_build_object('id', t.id, 'codigo', t.codigo, 'nome', t.nome) FROM ${table} t
    WHERE t.id = ${idExpr})`);

/** A domestic sample's own fields (001 §3.2), over the sample row `a`. */
const AMOSTRA_DOMESTICA = `'tipoAmostra', a.tipo_amostra, 'quantidadeAnimais', a.quantidade_animais,
  'quantidade', a.quantidade,
  'subCategoriaAnimal', (SELECT json_build_object('id', s.id, 'codigo', s.codigo, 'nome', s.nome)
    FROM sub_categorias_animais s WHERE s.id = a.sub_categoria_animal_id)`;

/** A domestic collection as its screen loads it (001 §3.2): every field, references as `{ id, codigo, nome }`. */
const full: ResourceField[] = [
  field('id', sql`c.id`, 'NUMBER'),
  field('version', sql`c.version`, 'NUMBER'),
  field('estado', sql`c.estado`),
  field('arquivado', sql`c.arquivado`, 'BOOLEAN'),
  field('numeroSerie', sql`c.numero_serie`),
  field('serie.id', sql`s.id`, 'NUMBER'),
  field('serie.nome', sql`s.nome`),
  field(
    'exploracao',
    sql`json_build_object('id', e.id, 'marca', e.marca, 'nome', e.nome, 'nif', e.nif)`,
    'LIST',
  ),
  field(
    'responsavelColheita',
    sql`json_build_object('id', rc.id, 'nome', rc.nome, 'email', rc.email)`,
    'LIST',
  ),
  field(
    'especies',
    sql`json_build_array(json_build_object('id', es.id, 'codigo', es.codigo, 'nome', es.nome))`,
    'LIST',
  ),
  field('tipoControlo', ref('tipos_controlo', 'c.tipo_controlo_id'), 'LIST'),
  field('data', sql`c.data`, 'DATE'),
  field(
    'exameClinicoNecropsia',
    sql`(SELECT json_build_object('id', x.id, 'numeroSerie', x.numero_serie)
      FROM cam_exames l JOIN exames_clinicos_necropsias x ON x.id = l.exame_id WHERE l.colheita_id = c.id)`,
    'LIST',
  ),
  field('codigoInternoLaboratorio', sql`c.codigo_interno_laboratorio`),
  field(
    'laboratorioDiagnostico',
    sql`json_build_object('id', lab.id, 'codigo', lab.codigo, 'nome', lab.nome)`,
    'LIST',
  ),
  field('observacoes', sql`c.observacoes`),
  field('ensaios', ensaiosJson('cam', 'c'), 'LIST'),
  field('amostras', amostrasJson('cam', 'c', AMOSTRA_DOMESTICA), 'LIST'),
  field('resultados', resultadosJson('cam', 'c'), 'LIST'),
  field('devolucoes', devolucoesJson(ENTITY, 'c'), 'LIST'),
  ...recordAuditFields('c'),
];

/**
 * Row-level visibility (issue 16, docs/permissions.md): SIGSA and MANAGER all; SVL and SVR those of the holdings of
 * their DSAVRs and those they keep; MV and MV_MUNICIPAL those they keep (created, responsible for); a laboratory's
 * users those addressed to their laboratory once submitted.
 */
function visibility(ctx: VisibilityContext): SQL | null {
  if (ctx.role === 'ROLE_LAB')
    return sql`(c.laboratorio_id = ${ctx.laboratorioId ?? null}::int AND c.estado <> 'INICIAL')`;
  const keeps = sql`(c.created_by = ${ctx.username} OR c.responsavel_colheita_id = ${ctx.userId})`;
  return regionVisibility(ctx, sql`c.regiao_dsavr_id`, keeps);
}

/** Domestic laboratory collections (Consultar → Colheita de amostras), by id. */
export const colheitasAmostrasResource: ResourceDefinition = {
  entity: ENTITY,
  area: 'colheitaAmostras',
  from: sql`colheitas_amostras c
    JOIN exploracoes e ON e.id = c.exploracao_id
    JOIN utilizadores rc ON rc.id = c.responsavel_colheita_id
    JOIN especies es ON es.id = c.especie_id
    JOIN tipos_controlo tc ON tc.id = c.tipo_controlo_id
    JOIN laboratorios lab ON lab.id = c.laboratorio_id
    LEFT JOIN dsavrs rd ON rd.id = c.regiao_dsavr_id
    LEFT JOIN series s ON s.id = c.serie_id`,
  id: sql`c.id`,
  naturalKey: null,
  columns,
  searchColumns: ['numeroSerie', 'exploracao.marca', 'codigoInternoLaboratorio'],
  projections: { summary, full, fullMV: full },
  visibility,
  finders: [],
  archived: sql`c.arquivado`,
};
