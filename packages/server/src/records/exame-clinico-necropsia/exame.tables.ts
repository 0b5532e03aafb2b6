import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { archiveColumns, auditColumns, geoPoint } from '../../db/schema/columns.ts';
import { exploracoes } from '../../db/schema/exploracoes.ts';
import { freguesias } from '../../db/schema/geo.ts';
import { series } from '../../db/schema/records.ts';
import {
  customTypes,
  desconformidades,
  desconformidadesRegistoSaude,
  dsavrs,
  especies,
  motivosExames,
  zonasCacas,
} from '../../db/schema/reference.ts';
import { utilizadores } from '../../db/schema/users.ts';
import { animalTables, rowChoices } from '../animal-tables.schema.ts';

// Clinical exams and necropsies (001 §3.4; issue 14) and their rows. The child tables are prefixed `ecn_`
// (exame clínico e necrópsia). Value lists travel as custom-type ids; the records of the official sections and
// the animal type as their codes (domain `exame.schema`). `regiao_dsavr_id` is the DSAVR the exam is filed
// under: the holding's parish's for a domestic exam, the `dsavr` field for a wild one (SVL/SVR visibility);
// `regiao_freguesia` the holding's parish when it was saved (Início's map; none for a wild one).

/** One exam. */
export const examesClinicosNecropsias = pgTable(
  'exames_clinicos_necropsias',
  {
    id: serial('id').primaryKey(),
    serieId: integer('serie_id').references(() => series.id),
    numeroSerie: text('numero_serie').unique(),
    estado: text('estado').notNull().default('INICIAL'),
    /** DOMESTICO or SELVAGEM. */
    tipoAnimal: text('tipo_animal').notNull(),
    // Domestic.
    exploracaoId: integer('exploracao_id').references(() => exploracoes.id),
    medicoVeterinarioId: integer('medico_veterinario_id').references(() => utilizadores.id),
    contingencia: text('contingencia'),
    data: date('data'),
    dataInicioSinaisClinicos: date('data_inicio_sinais_clinicos'),
    exameOficial: boolean('exame_oficial').notNull().default(false),
    /** CONFORME or NAO_CONFORME. */
    registosRastreabilidade: text('registos_rastreabilidade'),
    observacoesRastreabilidade: text('observacoes_rastreabilidade'),
    registosSaude: text('registos_saude'),
    outrasDesconformidades: text('outras_desconformidades'),
    /** VALORES_NORMAIS or DESVIOS. */
    registosValoresProdutivos: text('registos_valores_produtivos'),
    valoresProdutivos: text('valores_produtivos'),
    observacoesDesconformidades: text('observacoes_desconformidades'),
    // Wild.
    situacaoAnimalId: integer('situacao_animal_id').references(() => customTypes.id),
    programaId: integer('programa_id').references(() => customTypes.id),
    dataObservacao: date('data_observacao'),
    dsavrId: integer('dsavr_id').references(() => dsavrs.id),
    responsavelColheitaId: integer('responsavel_colheita_id').references(() => utilizadores.id),
    localizacao: geoPoint('localizacao'),
    processoCacaId: integer('processo_caca_id').references(() => customTypes.id),
    zonaCacaId: integer('zona_caca_id').references(() => zonasCacas.id),
    regiaoDsavrId: integer('regiao_dsavr_id').references(() => dsavrs.id),
    regiaoFreguesia: char('regiao_freguesia', { length: 6 }).references(() => freguesias.dicofre),
    /**
     * The most serious DDO category (A before B before C) of the diseases of the linked notifications; null when
     * none (list column `categoriaDDO`, issue 17's SVL cards). Never written by the app: the database keeps it
     * (migrations 0019 and 0027, `ecn_refresh_categoria_ddo`) whenever a link, a linked notification's diseases or a
     * disease's category change.
     */
    categoriaDdo: text('categoria_ddo'),
    ...archiveColumns,
    ...auditColumns,
  },
  (t) => [
    // The list: newest first, by state, by region (SVL/SVR visibility); the keepers (MV visibility); the
    // dashboard's counts by state and DDO category, national or of some DSAVRs (issue 17). The creation index
    // also holds what Início's trends and map read of a window of days (state, archive flag, region, parish and
    // the keepers, which every role's visibility compares), so that they count from the index alone.
    index('ecn_created_on_idx').on(
      t.createdOn,
      t.id,
      t.estado,
      t.arquivado,
      t.regiaoDsavrId,
      t.regiaoFreguesia,
      t.createdBy,
      t.medicoVeterinarioId,
      t.responsavelColheitaId,
    ),
    index('ecn_estado_idx').on(t.estado, t.createdOn, t.id),
    index('ecn_regiao_dsavr_idx').on(t.regiaoDsavrId, t.estado, t.createdOn, t.id),
    index('ecn_estado_categoria_ddo_idx').on(t.estado, t.categoriaDdo, t.regiaoDsavrId),
    index('ecn_created_by_idx').on(t.createdBy),
    index('ecn_medico_veterinario_idx').on(t.medicoVeterinarioId),
    index('ecn_responsavel_colheita_idx').on(t.responsavelColheitaId),
    index('ecn_exploracao_idx').on(t.exploracaoId),
  ],
);

const parent = () => examesClinicosNecropsias.id;

/**
 * A list of ids of an exam, in the order sent (`exame_id`, `<column>`, `ordem`). `reverseIndex` names an index
 * on (`<column>`, `exame_id`) for a list also read from the other side (a notification's exams).
 */
export function idList(name: string, column: string, target: () => AnyPgColumn, reverseIndex?: string) {
  return pgTable(
    name,
    {
      exameId: integer('exame_id').notNull().references(parent, { onDelete: 'cascade' }),
      valorId: integer(column).notNull().references(target),
      ordem: integer('ordem').notNull(),
    },
    (t) => [
      primaryKey({ columns: [t.exameId, t.valorId] }),
      ...(reverseIndex ? [index(reverseIndex).on(t.valorId, t.exameId)] : []),
    ],
  );
}

/** The exam's reasons (`motivosExames`). */
export const ecnMotivos = idList('ecn_motivos', 'motivo_id', () => motivosExames.id);
/** Non-conformities of an official exam (`desconformidades`). */
export const ecnDesconformidades = idList(
  'ecn_desconformidades',
  'desconformidade_id',
  () => desconformidades.id,
);
/** Health-record non-conformities of an official exam (`desconformidadesRegistoSaude`). */
export const ecnDesconformidadesRegistoSaude = idList(
  'ecn_desconformidades_registo_saude',
  'desconformidade_id',
  () => desconformidadesRegistoSaude.id,
);

/** The exam's animal tables (declarations, clinical and animal observations), as notifications have them. */
const animais = animalTables({ prefix: 'ecn', column: 'exame_id', indexWord: 'exame', parent });
export const ecnDeclaracoesAnimais = animais.declaracoesAnimais;
export const ecnObservacoesClinicasIndividuais = animais.observacoesClinicasIndividuais;
export const ecnObservacoesClinicasGrupo = animais.observacoesClinicasGrupo;
export const ecnObservacoesAnimais = animais.observacoesAnimais;
export const ecnOciSinais = animais.ociSinais;
export const ecnOciLesoes = animais.ociLesoes;
export const ecnOcgSinais = animais.ocgSinais;
export const ecnOcgLesoes = animais.ocgLesoes;
export const ecnOaAlteracoes = animais.oaAlteracoes;

/** What every wild row names: its place, species, sex and age class. */
function wildRow() {
  return {
    id: serial('id').primaryKey(),
    exameId: integer('exame_id').notNull().references(parent, { onDelete: 'cascade' }),
    sequencia: integer('sequencia').notNull(),
    especieId: integer('especie_id')
      .notNull()
      .references(() => especies.id),
    sexoId: integer('sexo_id')
      .notNull()
      .references(() => customTypes.id),
    classeEtariaId: integer('classe_etaria_id')
      .notNull()
      .references(() => customTypes.id),
  };
}

/** Hunted animals (`animaisCacados`); `total` is computed on save. */
export const ecnAnimaisCacados = pgTable(
  'ecn_animais_cacados',
  {
    ...wildRow(),
    comercio: integer('comercio'),
    autoconsumo: integer('autoconsumo'),
    rejeitados: integer('rejeitados'),
    semCaracteristicasAnormais: integer('sem_caracteristicas_anormais').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [index('ecn_cacados_exame_idx').on(t.exameId, t.sequencia)],
);

/** Slaughtered animals (`animaisAbatidos`). */
export const ecnAnimaisAbatidos = pgTable(
  'ecn_animais_abatidos',
  {
    ...wildRow(),
    animaisComAlteracoes: boolean('animais_com_alteracoes').notNull(),
    outrasAlteracoes: text('outras_alteracoes'),
    metodoAbateId: integer('metodo_abate_id').references(() => customTypes.id),
    motivoAbateId: integer('motivo_abate_id')
      .notNull()
      .references(() => customTypes.id),
    total: integer('total').notNull(),
    destinoSubprodutosId: integer('destino_subprodutos_id')
      .notNull()
      .references(() => customTypes.id),
    detalheDestinoSubprodutos: text('detalhe_destino_subprodutos'),
    localizacaoEnterramento: geoPoint('localizacao_enterramento'),
  },
  (t) => [index('ecn_abatidos_exame_idx').on(t.exameId, t.sequencia)],
);

/** Changes seen on slaughtered animals (LESOES). */
export const ecnAaAlteracoes = rowChoices('ecn_aa_alteracoes', () => ecnAnimaisAbatidos.id);

/** Animals found dead (`animaisEncontradosMortos`). */
export const ecnAnimaisEncontradosMortos = pgTable(
  'ecn_animais_encontrados_mortos',
  {
    ...wildRow(),
    totalEncontradosMortos: integer('total_encontrados_mortos').notNull(),
    registadoAnimas: boolean('registado_animas').notNull(),
    ocorrenciaAnimas: integer('ocorrencia_animas'),
    cadaverDecomposicao: boolean('cadaver_decomposicao').notNull(),
    mortosMesmaEspecie: boolean('mortos_mesma_especie').notNull(),
    numeroMortosMesmaEspecie: integer('numero_mortos_mesma_especie'),
    mortosOutraEspecie: boolean('mortos_outra_especie'),
    dataMorte: date('data_morte'),
  },
  (t) => [index('ecn_mortos_exame_idx').on(t.exameId, t.sequencia)],
);

/** Animals collected alive (`animaisRecolhidosVivos`). */
export const ecnAnimaisRecolhidosVivos = pgTable(
  'ecn_animais_recolhidos_vivos',
  {
    ...wildRow(),
    exameClinicoId: integer('exame_clinico_id')
      .notNull()
      .references(() => customTypes.id),
    animaisComAlteracoes: boolean('animais_com_alteracoes').notNull(),
    outrasAlteracoes: text('outras_alteracoes'),
    destinoId: integer('destino_id')
      .notNull()
      .references(() => customTypes.id),
    total: integer('total').notNull(),
    motivoRecolha: text('motivo_recolha').notNull(),
  },
  (t) => [index('ecn_vivos_exame_idx').on(t.exameId, t.sequencia)],
);

/** Changes seen on animals collected alive (LESOES). */
export const ecnArvAlteracoes = rowChoices('ecn_arv_alteracoes', () => ecnAnimaisRecolhidosVivos.id);
