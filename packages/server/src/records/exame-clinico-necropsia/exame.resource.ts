import { sql, type SQL } from 'drizzle-orm';
import { EXAME_ESTADOS, EXAME_WORKFLOW } from '@sigsa/domain/records/exame-clinico-necropsia/exame.workflow';
import { latLon } from '../../platform/geo/location-columns.ts';
import { containsText } from '../../platform/resources/filter-compiler.ts';
import {
  customTypeJson,
  devolucoesJson,
  recordAuditColumns,
  recordAuditFields,
  recordHeadColumns,
  rowChoicesJson,
  rowDocumentsJson,
} from '../../platform/records/record-columns.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
  type ResourceField,
  type VisibilityContext,
} from '../../platform/resources/resource.types.ts';
import { divisionColumn } from '../../platform/geo/location-columns.ts';
import { decisionColumn, decisionCounter } from '../../platform/records/decision-column.ts';
import {
  dsavrRegions,
  regionCounterKept,
  regionCounterScope,
  regionVisibility,
} from '../../platform/records/region-visibility.ts';
import { animalTablesFields } from '../animal-tables.ts';

const ENTITY = 'examesClinicosNecropsias';

/** The DDO categories an exam may carry, the most serious first (the SVL dashboard's cards, issue 17). */
const CATEGORIAS_DDO = ['A', 'B', 'C'].map((c) => ({ value: c, label: c }));

/** The caller keeps the exam: created it, is its vet or responsible for its collection. */
function keeps(ctx: VisibilityContext): SQL {
  return sql`(x.created_by = ${ctx.username} OR x.medico_veterinario_id = ${ctx.userId}
    OR x.responsavel_colheita_id = ${ctx.userId})`;
}

const columns = [
  ...recordHeadColumns('x', EXAME_ESTADOS),
  column({
    prop: 'tipoAnimal',
    name: 'Tipo de animal',
    type: 'OPTION',
    expr: sql`x.tipo_animal`,
    options: [
      { value: 'DOMESTICO', label: 'Doméstico' },
      { value: 'SELVAGEM', label: 'Selvagem' },
    ],
  }),
  column({ prop: 'exploracao.marca', name: 'Marca da exploração', type: 'STRING', expr: sql`e.marca` }),
  // A domestic exam's holding's parish today.
  divisionColumn('freguesia', 'ef', sql`e.freguesia`, { showByDefault: false }),
  column({ prop: 'data', name: 'Data do exame', type: 'DATE', expr: sql`x.data` }),
  column({ prop: 'dataObservacao', name: 'Data de observação', type: 'DATE', expr: sql`x.data_observacao` }),
  column({ prop: 'medicoVeterinario.nome', name: 'Médico veterinário', type: 'STRING', expr: sql`mv.nome` }),
  column({
    prop: 'situacaoAnimal.nome',
    name: 'Situação do animal',
    type: 'OPTION',
    expr: sql`sa.nome`,
    source: 'SITUACAO_ANIMAL',
    relation: { idExpr: sql`x.situacao_animal_id`, codeExpr: sql`sa.codigo` },
  }),
  column({ prop: 'exameOficial', name: 'Exame oficial', type: 'BOOLEAN', expr: sql`x.exame_oficial` }),
  // The most serious category of the linked notifications' diseases: stored and kept by the database (migration
  // 0019), so that the dashboard counts it through an index.
  column({
    prop: 'categoriaDDO',
    name: 'Categoria DDO',
    type: 'OPTION',
    expr: sql`x.categoria_ddo`,
    options: CATEGORIAS_DDO,
  }),
  column({
    prop: 'regiao.dsavr.sigla',
    name: 'DSAVR',
    type: 'OPTION',
    group: 'Região',
    expr: sql`rd.sigla`,
    repository: 'dsavrs',
    properties: ['sigla'],
    relation: { idExpr: sql`x.regiao_dsavr_id`, codeExpr: sql`rd.codigo` },
  }),
  // Início's map of exams and the list a parish opens (issue 17): the holding's parish as saved, stored so that
  // the map counts from the creation index alone.
  divisionColumn('freguesia', 'rf', sql`x.regiao_freguesia`, { showByDefault: false, regiao: true }),
  ...recordAuditColumns('x'),
  decisionColumn(EXAME_WORKFLOW, sql`x.estado`, keeps),
];

const summary = [
  field('id', sql`x.id`, 'NUMBER'),
  ...columnFields(columns),
  field('medicoVeterinario.id', sql`x.medico_veterinario_id`, 'NUMBER'),
];

/** `[{ id, codigo, nome }]` of an exam's id list `table` (`<column>` into `target`), in the order sent. */
function idListJson(table: string, column: string, target: string, extra = ''): SQL {
  return sql.raw(`(SELECT coalesce(json_agg((SELECT json_build_object('id', t.id, 'codigo', t.codigo,
      'nome', t.nome${extra}) FROM ${target} t WHERE t.id = l.${column}) ORDER BY l.ordem), '[]'::json)
    FROM ${table} l WHERE l.exame_id = x.id)`);
}

/** The linked notifications, with what fills the exam's dates (001 §4). */
const notificacoesJson = sql`(SELECT coalesce(json_agg((SELECT json_build_object('id', n.id,
    'numeroSerie', n.numero_serie, 'estado', n.estado,
    'dataInicioSinaisClinicos', n.data_inicio_sinais_clinicos, 'dataTesteLaboratorial', n.data_teste_laboratorial)
    FROM notificacoes_suspeitas_doencas n WHERE n.id = l.notificacao_id) ORDER BY l.ordem), '[]'::json)
  FROM ecn_notificacoes l WHERE l.exame_id = x.id)`;

/** A user as a reference: `{ id, nome, email }`, null when unset. */
function userJson(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN ${a}.id IS NULL THEN NULL
    ELSE json_build_object('id', ${a}.id, 'nome', ${a}.nome, 'email', ${a}.email) END`;
}

/** Species, sex and age class of a wild row aliased `r`. */
const animalJson =
  sql.raw(`'especie', (SELECT json_build_object('id', es.id, 'codigo', es.codigo, 'nome', es.nome)
      FROM especies es WHERE es.id = r.especie_id),
    'sexo', (SELECT json_build_object('id', c.id, 'codigo', c.codigo, 'nome', c.nome)
      FROM custom_types c WHERE c.id = r.sexo_id),
    'classeEtaria', (SELECT json_build_object('id', c.id, 'codigo', c.codigo, 'nome', c.nome)
      FROM custom_types c WHERE c.id = r.classe_etaria_id)`);

/** A custom type of the wild row aliased `r` by its column. */
const rowType = (column: string) =>
  sql.raw(`(SELECT json_build_object('id', c.id, 'codigo', c.codigo, 'nome', c.nome)
    FROM custom_types c WHERE c.id = r.${column})`);

/** A wild table of the exam: each row with its position, species, sex, age class, `fields` and attachments. */
function wildTableJson(table: string, list: string, fields: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(json_build_object('id', r.id, 'sequencia', r.sequencia, ${animalJson},
      ${fields}, 'documentosAnexos', ${rowDocumentsJson(ENTITY, 'exame_id', list, 'r')}) ORDER BY r.sequencia),
      '[]'::json)
    FROM ${sql.raw(table)} r WHERE r.exame_id = x.id)`;
}

const cacadosJson = wildTableJson(
  'ecn_animais_cacados',
  'animaisCacados',
  sql`'comercio', r.comercio, 'autoconsumo', r.autoconsumo, 'rejeitados', r.rejeitados,
    'semCaracteristicasAnormais', r.sem_caracteristicas_anormais, 'total', r.total`,
);

const abatidosJson = wildTableJson(
  'ecn_animais_abatidos',
  'animaisAbatidos',
  sql`'animaisComAlteracoes', r.animais_com_alteracoes,
    'alteracoes', ${rowChoicesJson('ecn_aa_alteracoes', 'r')}, 'outrasAlteracoes', r.outras_alteracoes,
    'metodoAbate', ${rowType('metodo_abate_id')}, 'motivoAbate', ${rowType('motivo_abate_id')},
    'total', r.total, 'destinoSubprodutos', ${rowType('destino_subprodutos_id')},
    'detalheDestinoSubprodutos', r.detalhe_destino_subprodutos,
    'localizacaoEnterramento', ${latLon(sql`r.localizacao_enterramento`)}`,
);

const encontradosMortosJson = wildTableJson(
  'ecn_animais_encontrados_mortos',
  'animaisEncontradosMortos',
  sql`'totalEncontradosMortos', r.total_encontrados_mortos, 'registadoANIMAS', r.registado_animas,
    'ocorrenciaANIMAS', r.ocorrencia_animas, 'cadaverDecomposicao', r.cadaver_decomposicao,
    'mortosMesmaEspecie', r.mortos_mesma_especie, 'numeroMortosMesmaEspecie', r.numero_mortos_mesma_especie,
    'mortosOutraEspecie', r.mortos_outra_especie, 'dataMorte', r.data_morte`,
);

const recolhidosVivosJson = wildTableJson(
  'ecn_animais_recolhidos_vivos',
  'animaisRecolhidosVivos',
  sql`'exameClinico', ${rowType('exame_clinico_id')}, 'animaisComAlteracoes', r.animais_com_alteracoes,
    'alteracoes', ${rowChoicesJson('ecn_arv_alteracoes', 'r')}, 'outrasAlteracoes', r.outras_alteracoes,
    'destino', ${rowType('destino_id')}, 'total', r.total, 'motivoRecolha', r.motivo_recolha`,
);

/** An exam as its screen loads it (001 §3.4): every field, references as `{ id, codigo, nome }`. */
const full: ResourceField[] = [
  field('id', sql`x.id`, 'NUMBER'),
  field('version', sql`x.version`, 'NUMBER'),
  field('estado', sql`x.estado`),
  field('arquivado', sql`x.arquivado`, 'BOOLEAN'),
  field('numeroSerie', sql`x.numero_serie`),
  field('serie.id', sql`s.id`, 'NUMBER'),
  field('serie.nome', sql`s.nome`),
  field('tipoAnimal', sql`x.tipo_animal`),
  field(
    'exploracao',
    sql`CASE WHEN e.id IS NULL THEN NULL
      ELSE json_build_object('id', e.id, 'marca', e.marca, 'nome', e.nome, 'nif', e.nif) END`,
    'LIST',
  ),
  field('medicoVeterinario', userJson('mv'), 'LIST'),
  field('contingencia', sql`x.contingencia`),
  field(
    'motivosExames',
    idListJson(
      'ecn_motivos',
      'motivo_id',
      'motivos_exames',
      ", 'mostrarDoencas', t.mostrar_doencas, 'mostrarContingencia', t.mostrar_contingencia",
    ),
    'LIST',
  ),
  field('notificacoesSuspeitasDoencas', notificacoesJson, 'LIST'),
  field('data', sql`x.data`, 'DATE'),
  field('dataInicioSinaisClinicos', sql`x.data_inicio_sinais_clinicos`, 'DATE'),
  field('exameOficial', sql`x.exame_oficial`, 'BOOLEAN'),
  field('registosRastreabilidade', sql`x.registos_rastreabilidade`),
  field('observacoesRastreabilidade', sql`x.observacoes_rastreabilidade`),
  field('registosSaude', sql`x.registos_saude`),
  field(
    'desconformidadesRegistoSaude',
    idListJson('ecn_desconformidades_registo_saude', 'desconformidade_id', 'desconformidades_registo_saude'),
    'LIST',
  ),
  field(
    'desconformidades',
    idListJson('ecn_desconformidades', 'desconformidade_id', 'desconformidades'),
    'LIST',
  ),
  field('outrasDesconformidades', sql`x.outras_desconformidades`),
  field('registosValoresProdutivos', sql`x.registos_valores_produtivos`),
  field('valoresProdutivos', sql`x.valores_produtivos`),
  field('observacoesDesconformidades', sql`x.observacoes_desconformidades`),
  field('situacaoAnimal', customTypeJson('sa'), 'LIST'),
  field('programa', customTypeJson('pg'), 'LIST'),
  field('dataObservacao', sql`x.data_observacao`, 'DATE'),
  field(
    'dsavr',
    sql`(SELECT json_build_object('id', d.id, 'codigo', d.codigo, 'nome', d.nome) FROM dsavrs d WHERE d.id = x.dsavr_id)`,
    'LIST',
  ),
  field('responsavelColheita', userJson('rc'), 'LIST'),
  field('localizacao', latLon(sql`x.localizacao`), 'LIST'),
  field('processoCaca', customTypeJson('pc'), 'LIST'),
  field(
    'zonaCaca',
    sql`(SELECT json_build_object('id', z.id, 'codigo', z.codigo, 'nome', z.nome) FROM zonas_cacas z WHERE z.id = x.zona_caca_id)`,
    'LIST',
  ),
  ...animalTablesFields({ prefix: 'ecn', owner: 'exame_id', entity: ENTITY, alias: 'x' }),
  field('animaisCacados', cacadosJson, 'LIST'),
  field('animaisAbatidos', abatidosJson, 'LIST'),
  field('animaisEncontradosMortos', encontradosMortosJson, 'LIST'),
  field('animaisRecolhidosVivos', recolhidosVivosJson, 'LIST'),
  field('devolucoes', devolucoesJson(ENTITY, 'x'), 'LIST'),
  ...recordAuditFields('x'),
];

/**
 * Row-level visibility (issue 14, docs/permissions.md): SIGSA and MANAGER all; SVL and SVR those filed under one
 * of their DSAVRs (the holding's for a domestic exam, `dsavr` for a wild one) and those they keep; MV and
 * MV_MUNICIPAL those they keep (created, vet of, responsible for); nobody else any.
 */
function visibility(ctx: VisibilityContext): SQL | null {
  return regionVisibility(ctx, sql`x.regiao_dsavr_id`, keeps(ctx));
}

/** Clinical exams and necropsies (Consultar → Exames clínicos e necrópsias), by id. */
export const examesResource: ResourceDefinition = {
  entity: ENTITY,
  area: 'examesClinicosNecropsias',
  from: sql`exames_clinicos_necropsias x
    LEFT JOIN exploracoes e ON e.id = x.exploracao_id
    LEFT JOIN freguesias ef ON ef.dicofre = e.freguesia
    LEFT JOIN utilizadores mv ON mv.id = x.medico_veterinario_id
    LEFT JOIN utilizadores rc ON rc.id = x.responsavel_colheita_id
    LEFT JOIN custom_types sa ON sa.id = x.situacao_animal_id
    LEFT JOIN custom_types pg ON pg.id = x.programa_id
    LEFT JOIN custom_types pc ON pc.id = x.processo_caca_id
    LEFT JOIN dsavrs rd ON rd.id = x.regiao_dsavr_id
    LEFT JOIN freguesias rf ON rf.dicofre = x.regiao_freguesia
    LEFT JOIN series s ON s.id = x.serie_id`,
  // Its visibility, states, creation date and region parish are the table's own columns (Início's trends, map).
  countFrom: sql`exames_clinicos_necropsias x`,
  id: sql`x.id`,
  naturalKey: null,
  columns,
  searchColumns: ['numeroSerie', 'exploracao.marca', 'medicoVeterinario.nome'],
  projections: { summary, full, fullMV: full },
  visibility,
  counters: {
    extra: 'categoriaDDO',
    scope: (ctx) => regionCounterScope(ctx, dsavrRegions(ctx)),
    decision: decisionCounter(EXAME_WORKFLOW, (ctx) => regionCounterKept(ctx, dsavrRegions(ctx))),
  },
  finders: [
    // A collection's exam reference (001 §5.3, §7): the exams the user created, by a part of their number.
    {
      name: 'findByNumeroSerieAndCreatedBy',
      params: ['numeroSerie', 'createdBy'],
      single: false,
      where: (v) =>
        sql`x.created_by = ${v.createdBy} AND ${containsText(sql`x.numero_serie`, v.numeroSerie ?? '')}`,
    },
  ],
  archived: sql`x.arquivado`,
};
