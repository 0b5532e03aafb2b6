import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { geoPoint } from '../../db/schema/columns.ts';
import { customTypes, dsavrs, especies, zonasCacas } from '../../db/schema/reference.ts';
import { colheitaIndexes, colheitaRecordColumns } from '../colheitas-record-table.schema.ts';
import { amostraColumns, colheitaTables, orderedIds } from '../colheitas-tables.schema.ts';

// Wild-animal laboratory collections (001 §3.1; issue 16) and their rows, prefixed `cas_` (colheita de amostras
// de animais selvagens). Value lists (programme, situation, hunting process, a sample's sex, age class and
// preservation) are custom-type ids. `dsavr_id` is both the field and the region of SVL/SVR visibility;
// `laboratorio_id` the diagnostic laboratory, which a draft may lack (the submission requires it). The exam it
// names is a link (`cas_exames`, records/ligacoes.tables.ts).

/** A required entry of a value list (custom types). */
const valueOf = (column: string) =>
  integer(column)
    .notNull()
    .references(() => customTypes.id);

/** One wild collection. */
export const colheitasAnimaisSelvagens = pgTable(
  'colheitas_animais_selvagens',
  {
    ...colheitaRecordColumns(false),
    programaId: valueOf('programa_id'),
    situacaoId: valueOf('situacao_id'),
    dsavrId: integer('dsavr_id')
      .notNull()
      .references(() => dsavrs.id),
    localizacao: geoPoint('localizacao').notNull(),
    processoCacaId: integer('processo_caca_id').references(() => customTypes.id),
    zonaCacaId: integer('zona_caca_id').references(() => zonasCacas.id),
    totalAmostras: integer('total_amostras'),
  },
  (t) => colheitaIndexes('cas', t, ['dsavr', t.dsavrId]),
);

const parent = () => colheitasAnimaisSelvagens.id;

/** The collection's wild species (001 §3.1 `especies`), in the order chosen. */
export const casEspecies = orderedIds(
  'cas_especies',
  ['colheita_id', parent],
  ['especie_id', () => especies.id],
);

/** The invoicing data (001 §3.1 `fatura`): one row per collection, only when some field is filled. */
export const casFaturas = pgTable('cas_faturas', {
  id: serial('id').primaryKey(),
  colheitaId: integer('colheita_id').notNull().unique().references(parent, { onDelete: 'cascade' }),
  numeroCompromisso: text('numero_compromisso'),
  numeroCabimento: text('numero_cabimento'),
  numeroContrato: text('numero_contrato'),
  /** Spelled as the contract spells it (001 §3.1). */
  entidadade: text('entidadade'),
  nifEntidade: text('nif_entidade'),
});

/** Samples (001 §3.1): `A-` numbers; sex, age class and preservation method; their species below. */
export const casAmostras = pgTable(
  'cas_amostras',
  {
    ...amostraColumns(parent),
    sexoId: valueOf('sexo_id'),
    classeEtariaId: valueOf('classe_etaria_id'),
    metodoConservacaoId: valueOf('metodo_conservacao_id'),
  },
  (t) => [unique('cas_amostras_numero_unique').on(t.colheitaId, t.numero)],
);

/** A sample's species (001 §3.1 `especies` of a sample), in the order chosen. */
export const casAmostrasEspecies = orderedIds(
  'cas_amostras_especies',
  ['amostra_id', () => casAmostras.id],
  ['especie_id', () => especies.id],
);

const tables = colheitaTables({ prefix: 'cas', parent, amostra: () => casAmostras.id });
export const casEnsaios = tables.ensaios;
export const casAmostrasEnsaios = tables.amostrasEnsaios;
export const casResultados = tables.resultados;
