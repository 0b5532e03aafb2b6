import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dsavrs, laboratorios } from './reference.ts';

/** Users (spec 000 §3 "User"). The password is an argon2id hash, never sent. */
export const utilizadores = pgTable(
  'utilizadores',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nome: text('nome').notNull(),
    nif: text('nif'),
    email: text('email'),
    nic: text('nic'),
    enabled: boolean('enabled').notNull().default(true),
    laboratorioId: integer('laboratorio_id').references(() => laboratorios.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every change made in Gerir (a stale form answers 409). */
    version: integer('version').notNull().default(0),
    /** The password was given by creation or reset in Gerir: to be changed at the next sign-in (issue 13). */
    palavraPasseTemporaria: boolean('palavra_passe_temporaria').notNull().default(false),
    updatedOn: timestamp('updated_on', { withTimezone: true }),
  },
  (t) => [
    // Gerir's users list (issue 13): by name, and "contém" on the name.
    index('utilizadores_nome_idx').on(t.nome, t.id),
    index('utilizadores_nome_trgm_idx').using('gin', sql`immutable_unaccent(lower(${t.nome})) gin_trgm_ops`),
    // A NIF names one person: two accounts never share it (NULLs, accounts without one, are distinct).
    uniqueIndex('utilizadores_nif_key').on(t.nif),
  ],
);

/** The roles each user holds. */
export const utilizadorRoles = pgTable(
  'utilizador_roles',
  {
    utilizadorId: integer('utilizador_id')
      .notNull()
      .references(() => utilizadores.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.utilizadorId, t.role] }),
    // Users by role (Gerir's "Perfis" filter, the veterinarians' search).
    index('utilizador_roles_role_idx').on(t.role, t.utilizadorId),
  ],
);

/** Access level of a role on an area (the `permissoes` of spec 000 §3), seeded from the domain matrix. */
export const rolePermissoes = pgTable(
  'role_permissoes',
  {
    role: text('role').notNull(),
    area: text('area').notNull(),
    nivel: text('nivel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.area] })],
);

/** DSAVRs a regional user (SVL/SVR) works for: perfilDsavr. */
export const utilizadorDsavrs = pgTable(
  'utilizador_dsavrs',
  {
    utilizadorId: integer('utilizador_id')
      .notNull()
      .references(() => utilizadores.id, { onDelete: 'cascade' }),
    dsavrId: integer('dsavr_id')
      .notNull()
      .references(() => dsavrs.id),
  },
  (t) => [primaryKey({ columns: [t.utilizadorId, t.dsavrId] })],
);

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessoes = pgTable(
  'sessoes',
  {
    tokenHash: text('token_hash').primaryKey(),
    utilizadorId: integer('utilizador_id')
      .notNull()
      .references(() => utilizadores.id, { onDelete: 'cascade' }),
    xsrfToken: text('xsrf_token').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The role the session last acted under (the last `?role=` it sent): calls that name none use it. */
    perfil: text('perfil'),
  },
  (t) => [index('sessoes_utilizador_idx').on(t.utilizadorId)],
);

/** Failed sign-in counters per account and per address (brute-force throttling). */
export const tentativasAutenticacao = pgTable('tentativas_autenticacao', {
  chave: text('chave').primaryKey(),
  falhas: integer('falhas').notNull().default(0),
  inicioJanela: timestamp('inicio_janela', { withTimezone: true }).notNull(),
  bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
});
