import { sql } from 'drizzle-orm';
import { boolean, char, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { adminColumns, auditColumns, geoPoint } from './columns.ts';
import { freguesias } from './geo.ts';

/** Sanitary classifications of a holding (spec 000 §3: map icons A1 … SC; SC is the default). */
export const CLASSIFICACOES_EXPLORACAO = [
  'A1',
  'A2',
  'A2A',
  'A2NA',
  'A3',
  'A4',
  'A4S',
  'A5',
  'A5S',
  'SC',
] as const;

/** One of {@link CLASSIFICACOES_EXPLORACAO}. */
export type ClassificacaoExploracao = (typeof CLASSIFICACOES_EXPLORACAO)[number];

const classificacaoList = sql.raw(CLASSIFICACOES_EXPLORACAO.map((c) => `'${c}'`).join(', '));

/** Livestock holdings (exploracoes), identified by their brand (marca). */
export const exploracoes = pgTable(
  'exploracoes',
  {
    id: serial('id').primaryKey(),
    marca: text('marca').notNull().unique(),
    nif: text('nif'),
    nome: text('nome'),
    classificacao: text('classificacao').$type<ClassificacaoExploracao>(),
    freguesia: char('freguesia', { length: 6 }).references(() => freguesias.dicofre),
    localizacao: geoPoint('localizacao'),
    ...auditColumns,
  },
  (t) => [
    check('exploracoes_classificacao_check', sql`${t.classificacao} IN (${classificacaoList})`),
    // The list page sorts and filters by each of these; marca already has its unique index.
    index('exploracoes_nome_idx').on(t.nome),
    index('exploracoes_nif_idx').on(t.nif),
    index('exploracoes_classificacao_idx').on(t.classificacao),
    index('exploracoes_localizacao_idx').using('gist', t.localizacao),
    // Generic list (docs/api.md "Listas genéricas"): trigram indexes for the accent-insensitive "contains"
    // filters and search, b-trees for date sorts with the id tie-breaker, and the parish code and its district /
    // municipality prefixes (what relation filters and regional visibility use), each followed by the date and
    // id so that "this region, newest first" reads one index range in order.
    index('exploracoes_nome_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.nome})) gin_trgm_ops`),
    index('exploracoes_marca_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.marca})) gin_trgm_ops`),
    index('exploracoes_nif_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.nif})) gin_trgm_ops`),
    index('exploracoes_created_on_idx').on(t.createdOn, t.id),
    index('exploracoes_updated_on_idx').on(t.updatedOn, t.id),
    index('exploracoes_freguesia_idx').on(t.freguesia, t.createdOn, t.id),
    index('exploracoes_distrito_idx').on(sql`left(${t.freguesia}, 2)`, t.createdOn, t.id),
    index('exploracoes_concelho_idx').on(sql`left(${t.freguesia}, 4)`, t.createdOn, t.id),
  ],
);

/**
 * The flocks of a holding (001 §3.2 `bando`, searched by NIC; issue 16): what a poultry collection names. Not in
 * the reference files: administered in Gerir, the demo's seeded "por confirmar" (`assumed`).
 */
export const bandos = pgTable(
  'bandos',
  {
    id: serial('id').primaryKey(),
    /** NIC, the flock's identification number. */
    codigo: text('codigo').notNull().unique(),
    nome: text('nome').notNull(),
    marcaExploracao: text('marca_exploracao')
      .notNull()
      .references(() => exploracoes.marca),
    assumed: boolean('assumed').notNull().default(false),
    ...adminColumns,
  },
  (t) => [index('bandos_exploracao_idx').on(t.marcaExploracao, t.codigo)],
);
