import {
  boolean,
  char,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { adminColumns, adminVersionColumn } from './columns.ts';
import { distritos } from './geo.ts';

// Reference lists seeded from ../shared/data/reference (see its README). Every table keeps:
// - `assumed`: the entry was not confirmed in a source, so an administrator can review it in Gerir;
// - `extra`: the fields of the file that have no column of their own, so nothing in the file is dropped.
// Relations given by codes in the files are foreign keys by id here.

/** Regional veterinary services (DSAVR) and the other organisations of organisations.json. */
export const dsavrs = pgTable('dsavrs', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  sigla: text('sigla').notNull(),
  nome: text('nome').notNull(),
  /** SERVICO_CENTRAL (DGAV), DSAVR, or SERVICO_REGIONAL_RA (the autonomous regions' services). */
  tipo: text('tipo').notNull(),
  descricao: text('descricao'),
  regiao: text('regiao'),
  sede: text('sede'),
  /** Districts (di) the service covers mainly; for the autonomous regions, their islands (CAOP di 31–49). */
  distritos: text('distritos').array().notNull().default([]),
  entidadeMae: text('entidade_mae'),
  /** Municipalities of a district served by this service instead of the district's main one (all assumed). */
  distritosParciais: jsonb('distritos_parciais').notNull().default([]),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Districts and islands each organisation covers; `principal` marks the service a district belongs to. */
export const dsavrsDistritos = pgTable(
  'dsavrs_distritos',
  {
    dsavrId: integer('dsavr_id')
      .notNull()
      .references(() => dsavrs.id, { onDelete: 'cascade' }),
    di: char('di', { length: 2 })
      .notNull()
      .references(() => distritos.di),
    principal: boolean('principal').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.dsavrId, t.di] }), index('dsavrs_distritos_di_idx').on(t.di)],
);

/** Laboratories of lab.json. */
export const laboratorios = pgTable('laboratorios', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  descricao: text('descricao'),
  localidade: text('localidade'),
  regiao: text('regiao'),
  oficial: boolean('oficial').notNull().default(false),
  referenciaNacional: boolean('referencia_nacional').notNull().default(false),
  tipo: text('tipo'),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Animal species (domestic, wild, game, vectors) of species.json. */
export const especies = pgTable('especies', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  nomeCientifico: text('nome_cientifico').notNull(),
  nomeIngles: text('nome_ingles'),
  grupo: text('grupo'),
  domestico: boolean('domestico').notNull(),
  /** produção or companhia, for domestic species. */
  usoDomestico: text('uso_domestico'),
  cinegetica: boolean('cinegetica').notNull().default(false),
  /** maior or menor, for game species. */
  tipoCaca: text('tipo_caca'),
  vetor: boolean('vetor').notNull().default(false),
  relevanciaGripeAviaria: boolean('relevancia_gripe_aviaria').notNull().default(false),
  relevanciaFebreNiloOcidental: boolean('relevancia_febre_nilo_ocidental').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Diseases of diseases.json with their EU Animal Health Law categories. */
export const doencas = pgTable('doencas', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  nomeIngles: text('nome_ingles'),
  agente: text('agente'),
  listadaUE: boolean('listada_ue').notNull().default(false),
  nacional: boolean('nacional').notNull().default(false),
  /** Every category letter (A–E) of the disease. */
  categorias: text('categorias').array().notNull().default([]),
  /** The highest category letter; null for non-listed diseases. */
  categoriaDDO: text('categoria_ddo'),
  /** terrestre or aquatico. */
  meio: text('meio'),
  zoonose: boolean('zoonose').notNull().default(false),
  transmissaoVetorial: boolean('transmissao_vetorial').notNull().default(false),
  /** "media" when the category letters are less than certain. */
  confianca: text('confianca'),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Species a disease affects (representative, not exhaustive). */
export const doencasEspecies = pgTable(
  'doencas_especies',
  {
    doencaId: integer('doenca_id')
      .notNull()
      .references(() => doencas.id, { onDelete: 'cascade' }),
    especieId: integer('especie_id')
      .notNull()
      .references(() => especies.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.doencaId, t.especieId] }),
    index('doencas_especies_especie_idx').on(t.especieId),
  ],
);

/** Value lists by category (customTypes of the spec); the form flags of each entry live in `extra`. */
export const customTypes = pgTable(
  'custom_types',
  {
    id: serial('id').primaryKey(),
    categoria: text('categoria').notNull(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    ordem: integer('ordem').notNull().default(0),
    ativo: boolean('ativo').notNull().default(true),
    assumed: boolean('assumed').notNull().default(false),
    extra: jsonb('extra').notNull().default({}),
    ...adminVersionColumn,
  },
  (t) => [unique('custom_types_categoria_codigo_unique').on(t.categoria, t.codigo)],
);

/** Sample matrices (matrizesAmostras). */
export const matrizesAmostras = pgTable('matrizes_amostras', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  tipo: text('tipo'),
  /** Codes of METODOS_CONSERVACAO custom types. */
  conservacaoRecomendada: text('conservacao_recomendada').array().notNull().default([]),
  entomologica: boolean('entomologica').notNull().default(false),
  provaInVivo: boolean('prova_in_vivo').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Result types (tiposResultados); `tipoValor` is the file's `tipo` (TIPOS_VALOR: LISTA, NUMERICO, TEXTO, BOOLEAN). */
export const tiposResultados = pgTable('tipos_resultados', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  tipoValor: text('tipo_valor').notNull(),
  unidade: text('unidade'),
  permiteNaoAnalisavel: boolean('permite_nao_analisavel').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** The values a list-type result can take, in display order. */
export const listaValores = pgTable(
  'lista_valores',
  {
    id: serial('id').primaryKey(),
    tipoResultadoId: integer('tipo_resultado_id')
      .notNull()
      .references(() => tiposResultados.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    ordem: integer('ordem').notNull().default(0),
    ...adminColumns,
  },
  (t) => [unique('lista_valores_tipo_resultado_nome_unique').on(t.tipoResultadoId, t.nome)],
);

/** Laboratory assays (ensaiosLaboratoriais). */
export const ensaiosLaboratoriais = pgTable(
  'ensaios_laboratoriais',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull().unique(),
    nome: text('nome').notNull(),
    tecnica: text('tecnica'),
    /** Null for the generic assays (necropsy, histopathology, …). */
    doencaId: integer('doenca_id').references(() => doencas.id),
    tipoResultadoId: integer('tipo_resultado_id')
      .notNull()
      .references(() => tiposResultados.id),
    /** A second, numeric result some assays report (e.g. larvae per gram). */
    resultadoNumericoAdicionalId: integer('resultado_numerico_adicional_id').references(
      () => tiposResultados.id,
    ),
    requerTipificacao: boolean('requer_tipificacao').notNull().default(false),
    tipificacao: text('tipificacao'),
    entomologico: boolean('entomologico').notNull().default(false),
    generico: boolean('generico').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    assumed: boolean('assumed').notNull().default(false),
    extra: jsonb('extra').notNull().default({}),
    ...adminColumns,
  },
  (t) => [index('ensaios_laboratoriais_doenca_idx').on(t.doencaId)],
);

/** Matrices an assay accepts. */
export const ensaiosLaboratoriaisMatrizes = pgTable(
  'ensaios_laboratoriais_matrizes',
  {
    ensaioId: integer('ensaio_id')
      .notNull()
      .references(() => ensaiosLaboratoriais.id, { onDelete: 'cascade' }),
    matrizId: integer('matriz_id')
      .notNull()
      .references(() => matrizesAmostras.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.ensaioId, t.matrizId] }),
    index('ensaios_matrizes_matriz_idx').on(t.matrizId),
  ],
);

/** Other diseases an assay also serves (doencasRelacionadas). */
export const ensaiosLaboratoriaisDoencasRelacionadas = pgTable(
  'ensaios_laboratoriais_doencas_relacionadas',
  {
    ensaioId: integer('ensaio_id')
      .notNull()
      .references(() => ensaiosLaboratoriais.id, { onDelete: 'cascade' }),
    doencaId: integer('doenca_id')
      .notNull()
      .references(() => doencas.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ensaioId, t.doencaId] })],
);

/**
 * The assays each laboratory performs (001 §7 `laboratorios/search/findByEnsaios`): the reference data has no
 * such list, so a first one is seeded `assumed` (issue 16, docs/decisions.md) and administered in Gerir.
 */
export const laboratoriosEnsaios = pgTable(
  'laboratorios_ensaios',
  {
    laboratorioId: integer('laboratorio_id')
      .notNull()
      .references(() => laboratorios.id, { onDelete: 'cascade' }),
    ensaioId: integer('ensaio_id')
      .notNull()
      .references(() => ensaiosLaboratoriais.id, { onDelete: 'cascade' }),
    assumed: boolean('assumed').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.laboratorioId, t.ensaioId] }),
    index('laboratorios_ensaios_ensaio_idx').on(t.ensaioId, t.laboratorioId),
  ],
);

/** Control types (tiposControlo), entomological ones flagged. */
export const tiposControlo = pgTable('tipos_controlo', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  entomologico: boolean('entomologico').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Return reasons by operation type (tiposMotivosDevolucao). */
export const tiposMotivosDevolucao = pgTable(
  'tipos_motivos_devolucao',
  {
    id: serial('id').primaryKey(),
    /** The operation the reason serves, e.g. CONTROLO_AMOSTRA_DEVOLVER_REANALISE or EXAME_DEVOLVER. */
    tipo: text('tipo').notNull(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    requerObservacao: boolean('requer_observacao').notNull().default(false),
    ordem: integer('ordem').notNull().default(0),
    assumed: boolean('assumed').notNull().default(false),
    extra: jsonb('extra').notNull().default({}),
    ...adminColumns,
  },
  (t) => [unique('tipos_motivos_devolucao_tipo_codigo_unique').on(t.tipo, t.codigo)],
);

/** Entomological trap types (tiposArmadilha). */
export const tiposArmadilha = pgTable('tipos_armadilha', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  alvo: text('alvo').array().notNull().default([]),
  luz: text('luz'),
  atrativo: text('atrativo'),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** How often something is used (entomology: traps, insecticides), administered in Gerir (issue 13). */
export const frequenciasUtilizacao = pgTable('frequencias_utilizacao', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  dias: integer('dias'),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});

/** Insecticides (active substances). */
export const inseticidas = pgTable('inseticidas', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  classe: text('classe'),
  aplicacao: text('aplicacao').array().notNull().default([]),
  requerObservacao: boolean('requer_observacao').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Animal categories per species group, for stock declarations. */
export const categoriasAnimais = pgTable('categorias_animais', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  fonte: text('fonte'),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
  ...adminColumns,
});

/** Species an animal category applies to. */
export const categoriasAnimaisEspecies = pgTable(
  'categorias_animais_especies',
  {
    categoriaAnimalId: integer('categoria_animal_id')
      .notNull()
      .references(() => categoriasAnimais.id, { onDelete: 'cascade' }),
    especieId: integer('especie_id')
      .notNull()
      .references(() => especies.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.categoriaAnimalId, t.especieId] })],
);

/** Sub-categories of an animal category, with their optional sex, age, weight and species bounds. */
export const subCategoriasAnimais = pgTable(
  'sub_categorias_animais',
  {
    id: serial('id').primaryKey(),
    categoriaAnimalId: integer('categoria_animal_id')
      .notNull()
      .references(() => categoriasAnimais.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    /** MACHO or FEMEA (SEXO custom type codes). */
    sexo: text('sexo'),
    idadeMinMeses: integer('idade_min_meses'),
    idadeMaxMeses: integer('idade_max_meses'),
    pesoMinKg: doublePrecision('peso_min_kg'),
    pesoMaxKg: doublePrecision('peso_max_kg'),
    reprodutor: boolean('reprodutor').notNull().default(false),
    especieId: integer('especie_id').references(() => especies.id),
    /** Counting unit when it is not the animal (colmeia, cortiço, núcleo). */
    unidade: text('unidade'),
    ordem: integer('ordem').notNull().default(0),
    assumed: boolean('assumed').notNull().default(false),
    extra: jsonb('extra').notNull().default({}),
    ...adminColumns,
  },
  (t) => [unique('sub_categorias_animais_categoria_codigo_unique').on(t.categoriaAnimalId, t.codigo)],
);

/** Reasons of a clinical exam (issue 14), administered in Gerir; seeded "por confirmar". */
export const motivosExames = pgTable('motivos_exames', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  /** The exam links the holding's suspected-disease notifications. */
  mostrarDoencas: boolean('mostrar_doencas').notNull().default(false),
  /** The exam asks for `contingencia`. */
  mostrarContingencia: boolean('mostrar_contingencia').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});

/** Non-conformities an official clinical exam records (issue 14); seeded "por confirmar". */
export const desconformidades = pgTable('desconformidades', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});

/** Non-conformities of a holding's health records found in an official exam (issue 14); "por confirmar". */
export const desconformidadesRegistoSaude = pgTable('desconformidades_registo_saude', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});

/** Hunting zones (ICNF's registry) a wild exam or collection names (issue 14); none seeded as reference. */
export const zonasCacas = pgTable('zonas_cacas', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});

/** Levels of a sanitary-risk record (issue 15, `classificacoesRisco`), administered in Gerir; "por confirmar". */
export const classificacoesRisco = pgTable('classificacoes_risco', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  descricao: text('descricao').notNull(),
  ordem: integer('ordem').notNull().default(0),
  /** The map's colour of the level, `#rrggbb`. */
  cor: text('cor').notNull(),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});
