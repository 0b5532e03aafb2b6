import { sql } from 'drizzle-orm';
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
import { infraestruturas } from '../../db/schema/infraestruturas.ts';
import { series } from '../../db/schema/records.ts';
import { customTypes, doencas, dsavrs, ensaiosLaboratoriais, especies } from '../../db/schema/reference.ts';
import { utilizadores } from '../../db/schema/users.ts';
import { animalTables } from '../animal-tables.schema.ts';

// Suspected-disease notifications (spec 002 §3) and their rows. Value lists travel as custom-type ids (their
// codes, where a rule reads them, come from the join); the point is PostGIS, read and written as
// { latitude, longitude } by the API. The child tables are prefixed `nsd_` (notificação de suspeita de doença):
// the full prefix would pass PostgreSQL's 63-character names, and `notificacoes` is the in-app notices' table.

/**
 * One notification. `regiao_*` is the region it is filed under (issue 12, ours; domain `resolveRegiao`): the
 * DSAVR field, else the holding's or infrastructure's parish, else the parish under the point — resolved and
 * stored on every author's save. `doencas` and `categorias` repeat the suspected diseases (`nsd_doencas`, the
 * source of truth) and their EU categories as arrays, so that the list filters on them with a GIN index.
 */
export const notificacoesSuspeitasDoencas = pgTable(
  'notificacoes_suspeitas_doencas',
  {
    id: serial('id').primaryKey(),
    serieId: integer('serie_id').references(() => series.id),
    numeroSerie: text('numero_serie').unique(),
    estado: text('estado').notNull().default('INICIAL'),
    tipoAnimalId: integer('tipo_animal_id')
      .notNull()
      .references(() => customTypes.id),
    localizacao: geoPoint('localizacao'),
    responsavelNotificacaoId: integer('responsavel_notificacao_id')
      .notNull()
      .references(() => utilizadores.id),
    dataObservacao: date('data_observacao'),
    dataInicioSinaisClinicos: date('data_inicio_sinais_clinicos'),
    realizadoTesteLaboratorial: boolean('realizado_teste_laboratorial').notNull(),
    dataTesteLaboratorial: date('data_teste_laboratorial'),
    resultadosNegativos: text('resultados_negativos'),
    // Companion animal.
    identificacao: text('identificacao'),
    numeroIdentificacao: text('numero_identificacao'),
    nomeAnimal: text('nome_animal'),
    nomeDetentor: text('nome_detentor'),
    moradaDetentor: text('morada_detentor'),
    // Companion and feral.
    telefone: text('telefone'),
    email: text('email'),
    nif: text('nif'),
    especieId: integer('especie_id').references(() => especies.id),
    // Feral.
    nomeEncontradoPor: text('nome_encontrado_por'),
    moradaEncontradoPor: text('morada_encontrado_por'),
    // Production, captive wild, free-living wild.
    exploracaoId: integer('exploracao_id').references(() => exploracoes.id),
    infraestruturaId: integer('infraestrutura_id').references(() => infraestruturas.id),
    dsavrId: integer('dsavr_id').references(() => dsavrs.id),
    programaId: integer('programa_id').references(() => customTypes.id),
    doencas: integer('doencas').array().notNull().default([]),
    categorias: text('categorias').array().notNull().default([]),
    regiaoDsavrId: integer('regiao_dsavr_id').references(() => dsavrs.id),
    regiaoFreguesia: char('regiao_freguesia', { length: 6 }).references(() => freguesias.dicofre),
    /** DSAVR, EXPLORACAO, INFRAESTRUTURA or LOCALIZACAO (domain RegiaoOrigem). */
    regiaoOrigem: text('regiao_origem'),
    // Conclusion (ROLE_SIGSA, with VALIDAR).
    conclusaoSuspeitaId: integer('conclusao_suspeita_id').references(() => customTypes.id),
    motivoConfirmacaoId: integer('motivo_confirmacao_id').references(() => customTypes.id),
    outroMotivoConfirmacao: text('outro_motivo_confirmacao'),
    ordemFocoId: integer('ordem_foco_id').references(() => customTypes.id),
    focoPrimarioId: integer('foco_primario_id').references(
      (): AnyPgColumn => notificacoesSuspeitasDoencas.id,
    ),
    motivoNaoConfirmacaoId: integer('motivo_nao_confirmacao_id').references(() => customTypes.id),
    outroMotivoNaoConfirmacao: text('outro_motivo_nao_confirmacao'),
    ...archiveColumns,
    ...auditColumns,
  },
  (t) => [
    // The list (Consultar → Notificação de suspeita de doença): newest first, by state, by region (also the
    // SVL/SVR visibility) with state and observation date, by observation date; diseases and EU categories by
    // array overlap; the keepers (MV visibility); the links. The creation index also holds what Início's trends
    // and map read of a window of days (state, archive flag, region, parish and the keepers, which every role's
    // visibility compares), so that they count from the index alone (issue 17).
    index('nsd_created_on_idx').on(
      t.createdOn,
      t.id,
      t.estado,
      t.arquivado,
      t.regiaoDsavrId,
      t.regiaoFreguesia,
      t.createdBy,
      t.responsavelNotificacaoId,
    ),
    index('nsd_estado_idx').on(t.estado, t.createdOn, t.id),
    index('nsd_regiao_dsavr_idx').on(t.regiaoDsavrId, t.createdOn, t.id),
    index('nsd_regiao_estado_data_idx').on(t.regiaoDsavrId, t.estado, t.dataObservacao, t.id),
    index('nsd_data_observacao_idx').on(t.dataObservacao, t.id),
    index('nsd_doencas_gin_idx').using('gin', t.doencas),
    index('nsd_categorias_gin_idx').using('gin', t.categorias),
    index('nsd_created_by_idx').on(t.createdBy),
    index('nsd_responsavel_idx').on(t.responsavelNotificacaoId),
    index('nsd_exploracao_idx').on(t.exploracaoId),
    index('nsd_infraestrutura_idx').on(t.infraestruturaId),
    index('nsd_foco_primario_idx').on(t.focoPrimarioId),
    index('nsd_localizacao_idx').using('gist', t.localizacao),
    // The personal-data search of Gerir (issue 13): the subject's NIF, and names "contém".
    index('nsd_nif_idx').on(t.nif),
    index('nsd_nome_detentor_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.nomeDetentor})) gin_trgm_ops`,
    ),
    index('nsd_nome_encontrado_por_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.nomeEncontradoPor})) gin_trgm_ops`,
    ),
  ],
);

const parent = () => notificacoesSuspeitasDoencas.id;

/** Suspected diseases (`doencas`). */
export const nsdDoencas = pgTable(
  'nsd_doencas',
  {
    notificacaoId: integer('notificacao_id').notNull().references(parent, { onDelete: 'cascade' }),
    doencaId: integer('doenca_id')
      .notNull()
      .references(() => doencas.id),
    /** Position in the list as sent (the body's order comes back as it went). */
    ordem: integer('ordem').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notificacaoId, t.doencaId] }),
    index('nsd_doencas_doenca_idx').on(t.doencaId, t.notificacaoId),
  ],
);

/** Positive laboratory assays (`ensaiosLaboratoriais`). */
export const nsdEnsaiosLaboratoriais = pgTable(
  'nsd_ensaios_laboratoriais',
  {
    notificacaoId: integer('notificacao_id').notNull().references(parent, { onDelete: 'cascade' }),
    ensaioId: integer('ensaio_id')
      .notNull()
      .references(() => ensaiosLaboratoriais.id),
    ordem: integer('ordem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificacaoId, t.ensaioId] })],
);

/** Confirmed diseases of a confirmed suspicion (`doencasConfirmadas`, ours): a subset of the suspected ones. */
export const nsdDoencasConfirmadas = pgTable(
  'nsd_doencas_confirmadas',
  {
    notificacaoId: integer('notificacao_id').notNull().references(parent, { onDelete: 'cascade' }),
    doencaId: integer('doenca_id')
      .notNull()
      .references(() => doencas.id),
    /** Position in the list as sent (the body's order comes back as it went). */
    ordem: integer('ordem').notNull(),
  },
  (t) => [primaryKey({ columns: [t.notificacaoId, t.doencaId] })],
);

/** The animal tables of notifications (001 §3.4, 002 §3): `nsd_declaracoes_animais`, `nsd_observacoes_…`. */
const animais = animalTables({
  prefix: 'nsd',
  column: 'notificacao_id',
  indexWord: 'notificacao',
  parent,
});
export const nsdDeclaracoesAnimais = animais.declaracoesAnimais;
export const nsdObservacoesClinicasIndividuais = animais.observacoesClinicasIndividuais;
export const nsdObservacoesClinicasGrupo = animais.observacoesClinicasGrupo;
export const nsdObservacoesAnimais = animais.observacoesAnimais;
export const nsdOciSinais = animais.ociSinais;
export const nsdOciLesoes = animais.ociLesoes;
export const nsdOcgSinais = animais.ocgSinais;
export const nsdOcgLesoes = animais.ocgLesoes;
export const nsdOaAlteracoes = animais.oaAlteracoes;
