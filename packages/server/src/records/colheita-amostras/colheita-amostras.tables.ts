import { date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { archiveColumns, auditColumns } from '../../db/schema/columns.ts';
import { exploracoes } from '../../db/schema/exploracoes.ts';
import { series } from '../../db/schema/records.ts';
import {
  dsavrs,
  especies,
  laboratorios,
  subCategoriasAnimais,
  tiposControlo,
} from '../../db/schema/reference.ts';
import { utilizadores } from '../../db/schema/users.ts';
import { amostraColumns, colheitaTables } from '../colheitas-tables.schema.ts';

// Domestic laboratory collections (001 §3.2; issue 16) and their rows, prefixed `cam_` (colheita de amostras).
// `regiao_dsavr_id` is the DSAVR of the holding's parish (SVL/SVR visibility); `laboratorio_id` the
// diagnostic laboratory the collection is addressed to (its ROLE_LAB users' side and visibility). The exam it
// names is a link (`cam_exames`, records/ligacoes.tables.ts): a record folder never imports another's tables.

/** One domestic collection. */
export const colheitasAmostras = pgTable(
  'colheitas_amostras',
  {
    id: serial('id').primaryKey(),
    serieId: integer('serie_id').references(() => series.id),
    numeroSerie: text('numero_serie').unique(),
    estado: text('estado').notNull().default('INICIAL'),
    exploracaoId: integer('exploracao_id')
      .notNull()
      .references(() => exploracoes.id),
    responsavelColheitaId: integer('responsavel_colheita_id')
      .notNull()
      .references(() => utilizadores.id),
    especieId: integer('especie_id')
      .notNull()
      .references(() => especies.id),
    tipoControloId: integer('tipo_controlo_id')
      .notNull()
      .references(() => tiposControlo.id),
    data: date('data').notNull(),
    codigoInternoLaboratorio: text('codigo_interno_laboratorio'),
    laboratorioId: integer('laboratorio_id')
      .notNull()
      .references(() => laboratorios.id),
    observacoes: text('observacoes'),
    regiaoDsavrId: integer('regiao_dsavr_id').references(() => dsavrs.id),
    ...archiveColumns,
    ...auditColumns,
  },
  (t) => [
    // The list: newest first, by state, by region (SVL/SVR); the keepers (MV); the laboratory's pending work
    // (ROLE_LAB sees its laboratory's collections once submitted, issue 16 benchmark).
    index('cam_created_on_idx').on(t.createdOn, t.id),
    index('cam_estado_idx').on(t.estado, t.createdOn, t.id),
    index('cam_regiao_dsavr_idx').on(t.regiaoDsavrId, t.estado, t.createdOn, t.id),
    index('cam_laboratorio_idx').on(t.laboratorioId, t.estado, t.createdOn, t.id),
    index('cam_created_by_idx').on(t.createdBy),
    index('cam_responsavel_colheita_idx').on(t.responsavelColheitaId),
  ],
);

const parent = () => colheitasAmostras.id;

/** Samples (001 §3.2): individual (`I-`, an identified animal) or group (`G-`, a number of animals). */
export const camAmostras = pgTable(
  'cam_amostras',
  {
    ...amostraColumns(parent),
    /** INDIVIDUAL or GRUPO. */
    tipoAmostra: text('tipo_amostra').notNull(),
    quantidadeAnimais: integer('quantidade_animais'),
    quantidade: integer('quantidade'),
    subCategoriaAnimalId: integer('sub_categoria_animal_id')
      .notNull()
      .references(() => subCategoriasAnimais.id),
  },
  (t) => [unique('cam_amostras_numero_unique').on(t.colheitaId, t.numero)],
);

const tables = colheitaTables({ prefix: 'cam', parent, amostra: () => camAmostras.id });
export const camEnsaios = tables.ensaios;
export const camAmostrasEnsaios = tables.amostrasEnsaios;
export const camResultados = tables.resultados;
