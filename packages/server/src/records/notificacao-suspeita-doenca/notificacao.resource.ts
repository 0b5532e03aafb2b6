import { sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICACAO_ESTADOS,
  NOTIFICACAO_WORKFLOW,
} from '@sigsa/domain/records/notificacao-suspeita-doenca/notificacao.workflow';
import { divisionColumn, latLon } from '../../platform/geo/location-columns.ts';
import {
  customTypeJson,
  devolucoesJson,
  recordAuditColumns,
  recordAuditFields,
  recordHeadColumns,
} from '../../platform/records/record-columns.ts';
import { decisionColumn, decisionCounter } from '../../platform/records/decision-column.ts';
import {
  dsavrRegions,
  regionCounterKept,
  regionCounterScope,
  regionVisibility,
} from '../../platform/records/region-visibility.ts';
import { animalTablesFields } from '../animal-tables.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
  type ResourceField,
  type VisibilityContext,
} from '../../platform/resources/resource.types.ts';

/** The EU Animal Health Law categories of a disease (`doencas.categorias`). */
const CATEGORIAS_AHL = ['A', 'B', 'C', 'D', 'E'].map((c) => ({ value: c, label: `Categoria ${c}` }));

/**
 * Names of the suspected diseases, as a list cell shows them (in the order they were chosen). Each disease by its
 * key, as in {@link rowChoicesJson}: a join hashed the diseases table again for every row of the page.
 */
const doencasNomes = sql`(SELECT array_agg((SELECT d.nome FROM doencas d WHERE d.id = nd.doenca_id) ORDER BY nd.ordem)
  FROM nsd_doencas nd WHERE nd.notificacao_id = n.id)`;

/** The caller keeps the notification: created or notified it. */
function keeps(ctx: VisibilityContext): SQL {
  return sql`(n.created_by = ${ctx.username} OR n.responsavel_notificacao_id = ${ctx.userId})`;
}

const columns = [
  ...recordHeadColumns('n', NOTIFICACAO_ESTADOS),
  column({
    prop: 'tipoAnimal.nome',
    name: 'Tipo de animal',
    type: 'OPTION',
    expr: sql`ta.nome`,
    source: 'TIPO_ANIMAL',
    relation: { idExpr: sql`n.tipo_animal_id`, codeExpr: sql`ta.codigo` },
  }),
  column({ prop: 'dataObservacao', name: 'Data de observação', type: 'DATE', expr: sql`n.data_observacao` }),
  column({
    prop: 'dataInicioSinaisClinicos',
    name: 'Início dos sinais clínicos',
    type: 'DATE',
    expr: sql`n.data_inicio_sinais_clinicos`,
    showByDefault: false,
  }),
  column({
    prop: 'doencas',
    name: 'Doenças suspeitas',
    type: 'MULTIOPTION',
    expr: doencasNomes,
    repository: 'doencas',
    properties: ['nome'],
    relation: {
      idExpr: sql`n.doencas`,
      codeExpr: sql`ARRAY(SELECT d.codigo FROM doencas d WHERE d.id = ANY(n.doencas))`,
    },
  }),
  column({
    prop: 'categorias',
    name: 'Categorias (UE)',
    type: 'MULTIOPTION',
    expr: sql`n.categorias`,
    options: CATEGORIAS_AHL,
  }),
  column({
    prop: 'regiao.dsavr.sigla',
    name: 'DSAVR',
    type: 'OPTION',
    group: 'Região',
    expr: sql`rd.sigla`,
    repository: 'dsavrs',
    properties: ['sigla'],
    relation: { idExpr: sql`n.regiao_dsavr_id`, codeExpr: sql`rd.codigo` },
  }),
  column({
    prop: 'regiao.distrito.nome',
    name: 'Distrito',
    type: 'OPTION',
    group: 'Região',
    expr: sql`(SELECT d.nome FROM distritos d WHERE d.di = left(n.regiao_freguesia, 2))`,
    repository: 'distritos',
    properties: ['nome'],
    showByDefault: false,
    canSort: false,
    relation: {
      idExpr: sql`(SELECT d.id FROM distritos d WHERE d.di = left(n.regiao_freguesia, 2))`,
      codeExpr: sql`left(n.regiao_freguesia, 2)`,
      codeLookup: { table: sql`distritos`, id: sql`id`, code: sql`di` },
    },
  }),
  divisionColumn('freguesia', 'rf', sql`n.regiao_freguesia`, { showByDefault: false, regiao: true }),
  column({ prop: 'exploracao.marca', name: 'Marca da exploração', type: 'STRING', expr: sql`e.marca` }),
  column({
    prop: 'infraestrutura.nomeEstabelecimento',
    name: 'Infraestrutura',
    type: 'STRING',
    expr: sql`i.nome_estabelecimento`,
    showByDefault: false,
  }),
  column({
    prop: 'responsavelNotificacao.nome',
    name: 'Notificador',
    type: 'STRING',
    expr: sql`rn.nome`,
  }),
  column({
    prop: 'realizadoTesteLaboratorial',
    name: 'Teste laboratorial',
    type: 'BOOLEAN',
    expr: sql`n.realizado_teste_laboratorial`,
    showByDefault: false,
  }),
  column({
    prop: 'localizacao',
    name: 'Localização',
    type: 'POINT',
    group: 'Região',
    expr: sql`n.localizacao`,
    showByDefault: false,
  }),
  ...recordAuditColumns('n'),
  decisionColumn(NOTIFICACAO_WORKFLOW, sql`n.estado`, keeps),
];

const summary = [
  field('id', sql`n.id`, 'NUMBER'),
  ...columnFields(columns),
  field('tipoAnimal.codigo', sql`ta.codigo`),
  field('responsavelNotificacao.id', sql`n.responsavel_notificacao_id`, 'NUMBER'),
  // What a clinical exam linking the notification fills its dates from (001 §4).
  field('dataTesteLaboratorial', sql`n.data_teste_laboratorial`, 'DATE'),
];

/** Suspected diseases with their EU categories, in the order chosen. */
const doencasJson = sql`(SELECT coalesce(json_agg((SELECT json_build_object('id', d.id, 'codigo', d.codigo,
    'nome', d.nome, 'categoriaDDO', d.categoria_ddo, 'categorias', d.categorias) FROM doencas d
    WHERE d.id = nd.doenca_id) ORDER BY nd.ordem), '[]'::json)
  FROM nsd_doencas nd WHERE nd.notificacao_id = n.id)`;

const ensaiosJson = sql`(SELECT coalesce(json_agg(json_build_object('id', el.id, 'codigo', el.codigo, 'nome', el.nome)
    ORDER BY ne.ordem), '[]'::json)
  FROM nsd_ensaios_laboratoriais ne JOIN ensaios_laboratoriais el ON el.id = ne.ensaio_id
  WHERE ne.notificacao_id = n.id)`;

const doencasConfirmadasJson = sql`(SELECT coalesce(json_agg((SELECT json_build_object('id', d.id,
    'codigo', d.codigo, 'nome', d.nome) FROM doencas d WHERE d.id = nd.doenca_id) ORDER BY nd.ordem), '[]'::json)
  FROM nsd_doencas_confirmadas nd WHERE nd.notificacao_id = n.id)`;

/** The lab result's files (`documents.parts.ts`, part `resultadosLaboratoriais`), oldest first. */
const resultadosLaboratoriaisJson = sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'nome', d.nome,
    'titulo', d.titulo,
    'href', '/api/notificacoesSuspeitasDoencas/' || n.id || '/anexos/resultadosLaboratoriais/' || d.id)
    ORDER BY d.id), '[]'::json)
  FROM documentos d WHERE d.entidade = 'notificacoesSuspeitasDoencas/resultadosLaboratoriais'
    AND d.registo_id = n.id AND d.comentario_id IS NULL)`;

/** A reason of the conclusion with its "requires free text" flag (`requerObservacao`). */
function motivoJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN ${a}.id IS NULL THEN NULL ELSE json_build_object('id', ${a}.id, 'codigo', ${a}.codigo,
    'nome', ${a}.nome, 'requerObservacao', coalesce((${a}.extra->>'requerObservacao')::boolean, false)) END`;
}

/** What both `full` and `fullMV` carry: every field but the conclusion (spec 002 §3). */
const fullMV: ResourceField[] = [
  field('id', sql`n.id`, 'NUMBER'),
  field('version', sql`n.version`, 'NUMBER'),
  field('estado', sql`n.estado`),
  field('arquivado', sql`n.arquivado`, 'BOOLEAN'),
  field('numeroSerie', sql`n.numero_serie`),
  field('serie.id', sql`s.id`, 'NUMBER'),
  field('serie.nome', sql`s.nome`),
  field('tipoAnimal', customTypeJson('ta'), 'LIST'),
  field('localizacao', latLon(sql`n.localizacao`), 'LIST'),
  field('responsavelNotificacao.id', sql`rn.id`, 'NUMBER'),
  field('responsavelNotificacao.nome', sql`rn.nome`),
  field('responsavelNotificacao.email', sql`rn.email`),
  field('responsavelNotificacao.nif', sql`rn.nif`),
  field('dataObservacao', sql`n.data_observacao`, 'DATE'),
  field('dataInicioSinaisClinicos', sql`n.data_inicio_sinais_clinicos`, 'DATE'),
  field('doencas', doencasJson, 'LIST'),
  field('categorias', sql`n.categorias`, 'LIST'),
  field('realizadoTesteLaboratorial', sql`n.realizado_teste_laboratorial`, 'BOOLEAN'),
  field('dataTesteLaboratorial', sql`n.data_teste_laboratorial`, 'DATE'),
  field('ensaiosLaboratoriais', ensaiosJson, 'LIST'),
  field('resultadosNegativos', sql`n.resultados_negativos`),
  field('resultadosLaboratoriais', resultadosLaboratoriaisJson, 'LIST'),
  field('identificacao', sql`n.identificacao`),
  field('numeroIdentificacao', sql`n.numero_identificacao`),
  field('nomeAnimal', sql`n.nome_animal`),
  field('nomeDetentor', sql`n.nome_detentor`),
  field('moradaDetentor', sql`n.morada_detentor`),
  field('telefone', sql`n.telefone`),
  field('email', sql`n.email`),
  field('nif', sql`n.nif`),
  field('nomeEncontradoPor', sql`n.nome_encontrado_por`),
  field('moradaEncontradoPor', sql`n.morada_encontrado_por`),
  field(
    'especie',
    sql`(SELECT json_build_object('id', es.id, 'codigo', es.codigo, 'nome', es.nome)
      FROM especies es WHERE es.id = n.especie_id)`,
    'LIST',
  ),
  field(
    'exploracao',
    sql`CASE WHEN e.id IS NULL THEN NULL ELSE json_build_object('id', e.id, 'marca', e.marca, 'nome', e.nome,
      'nif', e.nif, 'classificacao', e.classificacao,
      'freguesia', (SELECT json_build_object('dicofre', f.dicofre, 'nome', f.nome) FROM freguesias f
        WHERE f.dicofre = e.freguesia),
      'localizacao', ${latLon(sql`e.localizacao`)}) END`,
    'LIST',
  ),
  field(
    'infraestrutura',
    sql`CASE WHEN i.id IS NULL THEN NULL ELSE json_build_object('id', i.id,
      'nomeEstabelecimento', i.nome_estabelecimento, 'nomeOperador', i.nome_operador,
      'nifOperador', i.nif_operador, 'numero', i.numero,
      'tipo', (SELECT t.codigo FROM tipos_infraestruturas t WHERE t.id = i.tipo_id),
      'localizacao', ${latLon(sql`i.localizacao`)}) END`,
    'LIST',
  ),
  field(
    'dsavr',
    sql`(SELECT json_build_object('id', ds.id, 'codigo', ds.codigo, 'sigla', ds.sigla, 'nome', ds.nome)
      FROM dsavrs ds WHERE ds.id = n.dsavr_id)`,
    'LIST',
  ),
  field(
    'programa',
    sql`(SELECT json_build_object('id', p.id, 'codigo', p.codigo, 'nome', p.nome)
      FROM custom_types p WHERE p.id = n.programa_id)`,
    'LIST',
  ),
  field(
    'regiao',
    sql`json_build_object(
      'origem', n.regiao_origem,
      'dsavr', CASE WHEN rd.id IS NULL THEN NULL
        ELSE json_build_object('id', rd.id, 'codigo', rd.codigo, 'sigla', rd.sigla, 'nome', rd.nome) END,
      'freguesia', CASE WHEN rf.id IS NULL THEN NULL
        ELSE json_build_object('dicofre', rf.dicofre, 'nome', rf.nome) END,
      'concelho', (SELECT json_build_object('dico', c.dico, 'nome', c.nome) FROM concelhos c
        WHERE c.dico = left(n.regiao_freguesia, 4)),
      'distrito', (SELECT json_build_object('di', d.di, 'nome', d.nome) FROM distritos d
        WHERE d.di = left(n.regiao_freguesia, 2)))`,
    'LIST',
  ),
  ...animalTablesFields({
    prefix: 'nsd',
    owner: 'notificacao_id',
    entity: 'notificacoesSuspeitasDoencas',
    alias: 'n',
  }),
  field('devolucoes', devolucoesJson('notificacoesSuspeitasDoencas', 'n'), 'LIST'),
  ...recordAuditFields('n'),
];

/** The conclusion (spec 002 §2: the authority's, never in `fullMV`); `focoPrimario` and the confirmed diseases are ours. */
const conclusao: ResourceField[] = [
  field('conclusaoSuspeita', customTypeJson('cs'), 'LIST'),
  field('motivoConfirmacao', motivoJson('mc'), 'LIST'),
  field('outroMotivoConfirmacao', sql`n.outro_motivo_confirmacao`),
  field('ordemFoco', customTypeJson('orf'), 'LIST'),
  field(
    'focoPrimario',
    sql`(SELECT json_build_object('id', fp.id, 'numeroSerie', fp.numero_serie)
      FROM notificacoes_suspeitas_doencas fp WHERE fp.id = n.foco_primario_id)`,
    'LIST',
  ),
  field('doencasConfirmadas', doencasConfirmadasJson, 'LIST'),
  field('motivoNaoConfirmacao', motivoJson('mnc'), 'LIST'),
  field('outroMotivoNaoConfirmacao', sql`n.outro_motivo_nao_confirmacao`),
];

/** Keys of the conclusion in a record answer (what {@link conclusao} adds to `fullMV`). */
export const CONCLUSAO_KEYS: readonly string[] = conclusao.map((f) => f.path);

/**
 * Row-level visibility (issue 12, docs/permissions.md): SIGSA and MANAGER all; SVL and SVR those filed under
 * one of their DSAVRs (the stored region) and those they keep; MV and MV_MUNICIPAL those they keep (created or
 * notified); nobody else any (LAB and TRANSPORTADOR have no access to the area: 403 before this).
 */
function visibility(ctx: VisibilityContext): SQL | null {
  return regionVisibility(ctx, sql`n.regiao_dsavr_id`, keeps(ctx));
}

/** Suspected-disease notifications (Consultar → Notificação de suspeita de doença), by id. */
export const notificacoesResource: ResourceDefinition = {
  entity: 'notificacoesSuspeitasDoencas',
  area: 'notificacoesSuspeitasDoencas',
  // LEFT JOINs only: the planner drops those a list or count does not read.
  from: sql`notificacoes_suspeitas_doencas n
    LEFT JOIN custom_types ta ON ta.id = n.tipo_animal_id
    LEFT JOIN utilizadores rn ON rn.id = n.responsavel_notificacao_id
    LEFT JOIN exploracoes e ON e.id = n.exploracao_id
    LEFT JOIN infraestruturas i ON i.id = n.infraestrutura_id
    LEFT JOIN dsavrs rd ON rd.id = n.regiao_dsavr_id
    LEFT JOIN freguesias rf ON rf.dicofre = n.regiao_freguesia
    LEFT JOIN series s ON s.id = n.serie_id
    LEFT JOIN custom_types cs ON cs.id = n.conclusao_suspeita_id
    LEFT JOIN custom_types mc ON mc.id = n.motivo_confirmacao_id
    LEFT JOIN custom_types orf ON orf.id = n.ordem_foco_id
    LEFT JOIN custom_types mnc ON mnc.id = n.motivo_nao_confirmacao_id`,
  // Its visibility, states, creation date and region parish are the table's own columns (Início's trends, map).
  countFrom: sql`notificacoes_suspeitas_doencas n`,
  id: sql`n.id`,
  naturalKey: null,
  columns,
  searchColumns: ['numeroSerie', 'exploracao.marca', 'responsavelNotificacao.nome'],
  projections: { summary, full: [...fullMV, ...conclusao], fullMV },
  visibility,
  counters: {
    scope: (ctx) => regionCounterScope(ctx, dsavrRegions(ctx)),
    decision: decisionCounter(NOTIFICACAO_WORKFLOW, (ctx) => regionCounterKept(ctx, dsavrRegions(ctx))),
  },
  finders: [],
  archived: sql`n.arquivado`,
  // On the list map, a notification is at its holding, else at its infrastructure, else at its own point.
  map: {
    points: [sql`e.localizacao`, sql`i.localizacao`, sql`n.localizacao`],
    label: sql`n.numero_serie`,
    colour: 'estado',
  },
};
