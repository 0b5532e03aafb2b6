import { char, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { geoMultiPolygon } from './columns.ts';

// CAOP codes are text, never integers: leading zeros matter and 18 parish codes contain letters (0302FA).
// Children reference their parent by code, so `dicofre LIKE '0302%'` style lookups need no join.

/** Districts and, in the autonomous regions, islands (CAOP "distrito/ilha", `di` 01–18, 31–32, 41–49). */
export const distritos = pgTable(
  'distritos',
  {
    id: serial('id').primaryKey(),
    di: char('di', { length: 2 }).notNull().unique(),
    nome: text('nome').notNull(),
    caopYear: integer('caop_year').notNull(),
    geom: geoMultiPolygon('geom'),
  },
  (t) => [index('distritos_geom_idx').using('gist', t.geom), index('distritos_nome_idx').on(t.nome)],
);

/** Municipalities (concelhos), `dico` = `di` + municipality number. */
export const concelhos = pgTable(
  'concelhos',
  {
    id: serial('id').primaryKey(),
    dico: char('dico', { length: 4 }).notNull().unique(),
    di: char('di', { length: 2 })
      .notNull()
      .references(() => distritos.di),
    nome: text('nome').notNull(),
    caopYear: integer('caop_year').notNull(),
    geom: geoMultiPolygon('geom'),
  },
  (t) => [
    index('concelhos_di_idx').on(t.di),
    index('concelhos_nome_idx').on(t.nome),
    index('concelhos_geom_idx').using('gist', t.geom),
  ],
);

/** Parishes (freguesias), `dicofre` = `dico` + parish number; Madeira parishes have no polygon yet. */
export const freguesias = pgTable(
  'freguesias',
  {
    id: serial('id').primaryKey(),
    dicofre: char('dicofre', { length: 6 }).notNull().unique(),
    dico: char('dico', { length: 4 })
      .notNull()
      .references(() => concelhos.dico),
    nome: text('nome').notNull(),
    caopYear: integer('caop_year').notNull(),
    geom: geoMultiPolygon('geom'),
  },
  (t) => [
    index('freguesias_dico_idx').on(t.dico),
    index('freguesias_nome_idx').on(t.nome),
    index('freguesias_geom_idx').using('gist', t.geom),
  ],
);

/** Countries of ISO 3166-1 (alpha-2 code, alpha-3, numeric) with their Portuguese names: read-only reference. */
export const paises = pgTable('paises', {
  id: serial('id').primaryKey(),
  codigo: char('codigo', { length: 2 }).notNull().unique(),
  alpha3: char('alpha3', { length: 3 }).notNull().unique(),
  numerico: char('numerico', { length: 3 }).notNull(),
  nome: text('nome').notNull(),
});
