import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { bandos, exploracoes } from '../../db/schema/exploracoes.ts';
import { dsavrs, especies, subCategoriasAnimais } from '../../db/schema/reference.ts';
import { colheitaIndexes, colheitaRecordColumns } from '../colheitas-record-table.schema.ts';
import { amostraColumns, colheitaTables } from '../colheitas-tables.schema.ts';

// Domestic laboratory collections (001 §3.2; issue 16) and their rows, prefixed `cam_` (colheita de amostras).
// `regiao_dsavr_id` is the DSAVR of the holding's parish (SVL/SVR visibility); `laboratorio_id` the
// diagnostic laboratory the collection is addressed to (its ROLE_LAB users' side and visibility). The exam it
// names is a link (`cam_exames`, records/ligacoes.tables.ts): a record folder never imports another's tables.

/** One domestic collection. */
export const colheitasAmostras = pgTable(
  'colheitas_amostras',
  {
    ...colheitaRecordColumns(true),
    exploracaoId: integer('exploracao_id')
      .notNull()
      .references(() => exploracoes.id),
    especieId: integer('especie_id')
      .notNull()
      .references(() => especies.id),
    /** The holding's flock sampled (a bird species; 001 §3.2 `bando`). */
    bandoId: integer('bando_id').references(() => bandos.id),
    observacoes: text('observacoes'),
    regiaoDsavrId: integer('regiao_dsavr_id').references(() => dsavrs.id),
  },
  (t) => colheitaIndexes('cam', t, ['regiao_dsavr', t.regiaoDsavrId]),
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
