import { sql } from 'drizzle-orm';
import { char, check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { auditColumns, geoPoint } from './columns.ts';
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
    index('exploracoes_freguesia_idx').on(t.freguesia),
    index('exploracoes_localizacao_idx').using('gist', t.localizacao),
  ],
);
