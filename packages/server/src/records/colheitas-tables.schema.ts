import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  doencas,
  ensaiosLaboratoriais,
  listaValores,
  matrizesAmostras,
  tiposResultados,
} from '../db/schema/reference.ts';

// What every laboratory collection keeps besides its samples (001 §3.3; issue 16): its lab assays, each sample's
// assays and the results, one set per record type with its own prefix and owner column (`cam_…`,
// `colheita_id`), the same columns in each. The samples differ by type; each type declares its own table and
// hands it here.
//
// A sample row has two numbers: `sequencia`, its position in the list (the platform's child rows keep it), and
// `numero`, the sample number the spec calls `sequencia` (`I-0001`, 001 §9), given once and never reused.

/** Where a collection type's tables live. */
export interface ColheitaTablesOwner {
  /** Prefix of the tables (`cam`). */
  prefix: string;
  /** The collection's id, referenced by every row (`colheita_id`). */
  parent: () => AnyPgColumn;
  /** The type's sample table's id. */
  amostra: () => AnyPgColumn;
}

/** The lab-assay lines, the samples' assays and the results of one collection type. */
export function colheitaTables(owner: ColheitaTablesOwner) {
  const p = owner.prefix;
  const colheitaId = () => integer('colheita_id').notNull().references(owner.parent, { onDelete: 'cascade' });

  /** Lab-assay lines (001 §3.3): a disease and one of its assays, each pair once. */
  const ensaios = pgTable(
    `${p}_ensaios`,
    {
      id: serial('id').primaryKey(),
      colheitaId: colheitaId(),
      sequencia: integer('sequencia').notNull(),
      doencaId: integer('doenca_id')
        .notNull()
        .references(() => doencas.id),
      ensaioId: integer('ensaio_id')
        .notNull()
        .references(() => ensaiosLaboratoriais.id),
    },
    (t) => [unique(`${p}_ensaios_unique`).on(t.colheitaId, t.doencaId, t.ensaioId)],
  );

  /** The assays a sample is sent for, in the order chosen. */
  const amostrasEnsaios = orderedIds(
    `${p}_amostras_ensaios`,
    ['amostra_id', owner.amostra],
    ['ensaio_id', () => ensaiosLaboratoriais.id],
  );

  /**
   * Results (001 §3.3): one per sample and assay, opened by the reception, filled by the laboratory. `valor`
   * holds a numeric or text value (or a list type's optional number), `lista_valor_id` a list value of the
   * result type, `medicoes` the measurements of a composite type, in its order; `nao_analisavel` a sample that
   * could not be analysed.
   */
  const resultados = pgTable(
    `${p}_resultados`,
    {
      id: serial('id').primaryKey(),
      colheitaId: colheitaId(),
      amostraId: integer('amostra_id').notNull().references(owner.amostra, { onDelete: 'cascade' }),
      ensaioId: integer('ensaio_id')
        .notNull()
        .references(() => ensaiosLaboratoriais.id),
      tipoResultadoId: integer('tipo_resultado_id')
        .notNull()
        .references(() => tiposResultados.id),
      valor: text('valor'),
      listaValorId: integer('lista_valor_id').references(() => listaValores.id),
      medicoes: text('medicoes')
        .array()
        .notNull()
        .default(sql`'{}'::text[]`),
      naoAnalisavel: boolean('nao_analisavel').notNull().default(false),
      observacoes: text('observacoes'),
      ensaioTipificacaoId: integer('ensaio_tipificacao_id').references(() => ensaiosLaboratoriais.id),
      resultadoTipificacao: text('resultado_tipificacao'),
    },
    (t) => [
      unique(`${p}_resultados_unique`).on(t.amostraId, t.ensaioId),
      index(`${p}_resultados_colheita_idx`).on(t.colheitaId),
    ],
  );

  return { ensaios, amostrasEnsaios, resultados };
}

/** The columns every sample row has, whatever its type: its owner, position, number and matrix. */
export function amostraColumns(parent: () => AnyPgColumn) {
  return {
    id: serial('id').primaryKey(),
    colheitaId: integer('colheita_id').notNull().references(parent, { onDelete: 'cascade' }),
    sequencia: integer('sequencia').notNull(),
    numero: text('numero').notNull(),
    matrizId: integer('matriz_id')
      .notNull()
      .references(() => matrizesAmostras.id),
    identificacaoAnimal: text('identificacao_animal'),
  };
}

/**
 * A list of ids of a collection or of a sample, in the order chosen, each id once: (`<owner>`, `<column>`,
 * `ordem`), the rows going with their owner (a sample's assays, a wild collection's species).
 */
export function orderedIds(
  name: string,
  owner: readonly [column: string, references: () => AnyPgColumn],
  value: readonly [column: string, references: () => AnyPgColumn],
) {
  return pgTable(
    name,
    {
      ownerId: integer(owner[0]).notNull().references(owner[1], { onDelete: 'cascade' }),
      valueId: integer(value[0]).notNull().references(value[1]),
      ordem: integer('ordem').notNull(),
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.valueId] })],
  );
}
