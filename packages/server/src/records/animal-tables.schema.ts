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
import { geoPoint } from '../db/schema/columns.ts';
import { customTypes, especies, subCategoriasAnimais } from '../db/schema/reference.ts';

// The animal tables of a record (001 §3.4, 002 §3: declarations, individual and group clinical observations,
// animal observations, and each row's choices), one set per record type, the same columns in each: a record type
// declares its set with its own prefix and owner column (`nsd_…`, `notificacao_id`).

/** A row's choices from a value list (signs, lesions, changes): one table per row table and field. */
function rowChoices(name: string, row: () => AnyPgColumn) {
  return pgTable(
    name,
    {
      linhaId: integer('linha_id').notNull().references(row, { onDelete: 'cascade' }),
      customTypeId: integer('custom_type_id')
        .notNull()
        .references(() => customTypes.id),
      ordem: integer('ordem').notNull(),
    },
    (t) => [primaryKey({ columns: [t.linhaId, t.customTypeId] })],
  );
}

/** Where a record type's set lives: its table prefix, the owner column and the record's id it references. */
export interface AnimalTablesOwner {
  /** Prefix of the tables (`nsd`). */
  prefix: string;
  /** Column naming the record in each row table (`notificacao_id`). */
  column: string;
  /** The word of the owner in index names (`notificacao`: `nsd_oci_notificacao_idx`). */
  indexWord: string;
  parent: () => AnyPgColumn;
}

/** The animal tables of one record type. */
export function animalTables(owner: AnimalTablesOwner) {
  const { prefix: p, indexWord: w } = owner;
  const recordId = () => integer(owner.column).notNull().references(owner.parent, { onDelete: 'cascade' });
  // The notification row an exam's row was imported from (001 §3.4 `importId`); once per list, which the domain
  // schema checks on the whole list every save sends (a unique index would trip over rows reordered in place).
  const importId = () => integer('import_id');
  const subCategoria = () =>
    integer('sub_categoria_animal_id')
      .notNull()
      .references(() => subCategoriasAnimais.id);

  /** Animal declaration rows (`declaracoesAnimais`, 001 §3.4): one per sub-category. */
  const declaracoesAnimais = pgTable(
    `${p}_declaracoes_animais`,
    {
      id: serial('id').primaryKey(),
      recordId: recordId(),
      sequencia: integer('sequencia').notNull(),
      importId: importId(),
      subCategoriaAnimalId: subCategoria(),
      animaisPresentes: integer('animais_presentes').notNull(),
      animaisMorreram: integer('animais_morreram'),
      nadosMortos: integer('nados_mortos'),
      animaisNecropsiados: integer('animais_necropsiados').notNull(),
      animaisCadaveres: integer('animais_cadaveres').notNull(),
      observacoes: text('observacoes'),
    },
    (t) => [
      index(`${p}_declaracoes_${w}_idx`).on(t.recordId, t.sequencia),
      unique(`${p}_declaracoes_categoria_unique`).on(t.recordId, t.subCategoriaAnimalId),
    ],
  );

  /** Individual clinical observations (`observacoesClinicasIndividuais`). */
  const observacoesClinicasIndividuais = pgTable(
    `${p}_observacoes_clinicas_individuais`,
    {
      id: serial('id').primaryKey(),
      recordId: recordId(),
      sequencia: integer('sequencia').notNull(),
      importId: importId(),
      subCategoriaAnimalId: subCategoria(),
      identificacao: text('identificacao'),
      febre: boolean('febre').notNull(),
      sinaisAtipicos: text('sinais_atipicos'),
      necropsiado: boolean('necropsiado').notNull(),
      outrasLesoes: text('outras_lesoes'),
      observacoes: text('observacoes'),
    },
    (t) => [index(`${p}_oci_${w}_idx`).on(t.recordId, t.sequencia)],
  );

  /** Group clinical observations (`observacoesClinicasGrupo`). */
  const observacoesClinicasGrupo = pgTable(
    `${p}_observacoes_clinicas_grupo`,
    {
      id: serial('id').primaryKey(),
      recordId: recordId(),
      sequencia: integer('sequencia').notNull(),
      importId: importId(),
      subCategoriaAnimalId: subCategoria(),
      animais: integer('animais').notNull(),
      febre: boolean('febre').notNull(),
      sinaisAtipicos: text('sinais_atipicos'),
      necropsiado: boolean('necropsiado').notNull(),
      animaisNecropsiados: integer('animais_necropsiados'),
      outrasLesoes: text('outras_lesoes'),
      observacoes: text('observacoes'),
    },
    (t) => [index(`${p}_ocg_${w}_idx`).on(t.recordId, t.sequencia)],
  );

  /** Animal observations (`observacoesAnimais`, 002 §3, 001 §3.4). */
  const observacoesAnimais = pgTable(
    `${p}_observacoes_animais`,
    {
      id: serial('id').primaryKey(),
      recordId: recordId(),
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
      tipoObservacaoId: integer('tipo_observacao_id')
        .notNull()
        .references(() => customTypes.id),
      numeroSelo: text('numero_selo'),
      numeroAnimais: integer('numero_animais'),
      apresentadoExameInicial: boolean('apresentado_exame_inicial'),
      animaisComAlteracoes: boolean('animais_com_alteracoes').notNull(),
      outrasAlteracoes: text('outras_alteracoes'),
      destinoSubprodutosId: integer('destino_subprodutos_id')
        .notNull()
        .references(() => customTypes.id),
      detalheDestinoSubprodutos: text('detalhe_destino_subprodutos'),
      localizacaoEnterramento: geoPoint('localizacao_enterramento'),
    },
    (t) => [index(`${p}_oa_${w}_idx`).on(t.recordId, t.sequencia)],
  );

  return {
    declaracoesAnimais,
    observacoesClinicasIndividuais,
    observacoesClinicasGrupo,
    observacoesAnimais,
    /** Clinical signs of an individual observation (SINAIS_CLINICOS). */
    ociSinais: rowChoices(`${p}_oci_sinais`, () => observacoesClinicasIndividuais.id),
    /** Lesions of a necropsied individual (LESOES). */
    ociLesoes: rowChoices(`${p}_oci_lesoes`, () => observacoesClinicasIndividuais.id),
    /** Clinical signs of a group observation (SINAIS_CLINICOS). */
    ocgSinais: rowChoices(`${p}_ocg_sinais`, () => observacoesClinicasGrupo.id),
    /** Lesions of a necropsied group (LESOES). */
    ocgLesoes: rowChoices(`${p}_ocg_lesoes`, () => observacoesClinicasGrupo.id),
    /** Changes seen on the animals of an animal observation (LESOES, ours: the spec names no category). */
    oaAlteracoes: rowChoices(`${p}_oa_alteracoes`, () => observacoesAnimais.id),
  };
}

/** Row choices of a record type's own tables (the wild exam's changes): the same shape as the animal tables'. */
export { rowChoices };
