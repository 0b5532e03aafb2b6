import { sql } from 'drizzle-orm';
import { boolean, char, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { adminColumns, archiveColumns, auditColumns, geoPoint } from './columns.ts';
import { freguesias } from './geo.ts';

/**
 * The kinds of infrastructure keeping wild animals in captivity, administered in Gerir (issue 13; the spec names
 * Gerir's "infrastructures and their types", not the kinds: migration 0011 seeds ours, "por confirmar").
 */
export const tiposInfraestruturas = pgTable('tipos_infraestruturas', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  ...adminColumns,
});

/**
 * Infrastructures keeping captive wild animals (spec 002 §2, issue 12: nomeEstabelecimento, nomeOperador,
 * nifOperador, numero, tipo, localizacao). `freguesia` is the parish under the point, kept so that a notification
 * finds its region without a spatial query.
 */
export const infraestruturas = pgTable(
  'infraestruturas',
  {
    id: serial('id').primaryKey(),
    nomeEstabelecimento: text('nome_estabelecimento').notNull(),
    nomeOperador: text('nome_operador').notNull(),
    nifOperador: text('nif_operador'),
    numero: text('numero').notNull().unique(),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => tiposInfraestruturas.id),
    localizacao: geoPoint('localizacao'),
    freguesia: char('freguesia', { length: 6 }).references(() => freguesias.dicofre),
    ...auditColumns,
    ...archiveColumns,
  },
  (t) => [
    // The search of the captive-wild form: "contains" on the establishment and operator names, sorted by the
    // establishment's name (spec 002 §2, §9); NIF and number are short codes.
    index('infraestruturas_nome_estabelecimento_idx').on(t.nomeEstabelecimento, t.id),
    index('infraestruturas_nome_estab_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.nomeEstabelecimento})) gin_trgm_ops`,
    ),
    index('infraestruturas_nome_operador_trgm_idx').using(
      'gin',
      sql`immutable_unaccent(lower(${t.nomeOperador})) gin_trgm_ops`,
    ),
    index('infraestruturas_nif_operador_idx').on(t.nifOperador),
    index('infraestruturas_localizacao_idx').using('gist', t.localizacao),
    index('infraestruturas_tipo_idx').on(t.tipoId),
  ],
);
