import { date, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { archiveColumns, auditColumns } from '../../db/schema/columns.ts';
import { exploracoes } from '../../db/schema/exploracoes.ts';
import { series } from '../../db/schema/records.ts';
import { customTypes, especies } from '../../db/schema/reference.ts';
import { utilizadores } from '../../db/schema/users.ts';

/** Vaccinations (spec 002 §3 "Vaccination (vacinacoes)"). `numeroSerie` is null until numbered ("N.d."). */
export const vacinacoes = pgTable(
  'vacinacoes',
  {
    id: serial('id').primaryKey(),
    serieId: integer('serie_id').references(() => series.id),
    numeroSerie: text('numero_serie').unique(),
    exploracaoId: integer('exploracao_id')
      .notNull()
      .references(() => exploracoes.id),
    medicoVeterinarioId: integer('medico_veterinario_id')
      .notNull()
      .references(() => utilizadores.id),
    dataVacinacao: date('data_vacinacao').notNull(),
    estrategiaVacinacaoId: integer('estrategia_vacinacao_id')
      .notNull()
      .references(() => customTypes.id),
    zonaVacinacaoId: integer('zona_vacinacao_id')
      .notNull()
      .references(() => customTypes.id),
    vacinaAplicadaId: integer('vacina_aplicada_id')
      .notNull()
      .references(() => customTypes.id),
    lotes: text('lotes').notNull(),
    dataValidade: date('data_validade').notNull(),
    observacoes: text('observacoes'),
    quantidadeAnimais: integer('quantidade_animais').notNull().default(0),
    estado: text('estado').notNull().default('INICIAL'),
    ...archiveColumns,
    ...auditColumns,
  },
  (t) => [
    index('vacinacoes_created_on_idx').on(t.createdOn, t.id),
    index('vacinacoes_estado_idx').on(t.estado, t.createdOn, t.id),
    index('vacinacoes_exploracao_idx').on(t.exploracaoId),
    index('vacinacoes_medico_idx').on(t.medicoVeterinarioId),
    index('vacinacoes_created_by_idx').on(t.createdBy),
  ],
);

/** Species of a vaccination. */
export const vacinacoesEspecies = pgTable(
  'vacinacoes_especies',
  {
    vacinacaoId: integer('vacinacao_id')
      .notNull()
      .references(() => vacinacoes.id, { onDelete: 'cascade' }),
    especieId: integer('especie_id')
      .notNull()
      .references(() => especies.id),
  },
  (t) => [primaryKey({ columns: [t.vacinacaoId, t.especieId] })],
);

/** Applied-vaccine lines (`vacinasAplicadas`): individual or group, kept in entry order by `sequencia`. */
export const vacinasAplicadas = pgTable(
  'vacinas_aplicadas',
  {
    id: serial('id').primaryKey(),
    vacinacaoId: integer('vacinacao_id')
      .notNull()
      .references(() => vacinacoes.id, { onDelete: 'cascade' }),
    sequencia: integer('sequencia').notNull(),
    tipo: text('tipo').notNull(),
    identificacao: text('identificacao'),
    /** Age in days (the modal asks weeks). */
    idade: integer('idade').notNull(),
    quantidadeAnimais: integer('quantidade_animais'),
    esquemaVacinacaoId: integer('esquema_vacinacao_id')
      .notNull()
      .references(() => customTypes.id),
    etapaVacinacaoId: integer('etapa_vacinacao_id')
      .notNull()
      .references(() => customTypes.id),
  },
  (t) => [index('vacinas_aplicadas_vacinacao_idx').on(t.vacinacaoId, t.sequencia)],
);
