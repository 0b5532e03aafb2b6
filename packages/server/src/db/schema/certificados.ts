import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { dsavrs } from './reference.ts';

// Certificates of validated records (issue 18; docs/decisions.md, "Certificados e validarQR"): issued in the
// transaction of the operation that enters a certifiable state, revoked in the one that leaves it. What was
// printed is kept as a snapshot, so the certificate never changes when the record does.

/** One certificate of one record: active (VALIDO), revoked or superseded by a reissue. */
export const certificados = pgTable(
  'certificados',
  {
    id: serial('id').primaryKey(),
    /** The record's list entity (`vacinacoes`) and id. */
    entidade: text('entidade').notNull(),
    registoId: integer('registo_id').notNull(),
    /** `<numeroSerie>-<ordem>`: the record's number and the n-th issue for it. */
    numero: text('numero').notNull().unique(),
    ordem: integer('ordem').notNull(),
    /** The public code: 26 Crockford base32 characters of 128 random bits (domain `certificados/codigo.ts`). */
    codigo: char('codigo', { length: 26 }).notNull().unique(),
    /** VALIDO, REVOGADO or SUBSTITUIDO, since `estadoDesde`; `motivo` of a revocation. */
    estado: text('estado').notNull().default('VALIDO'),
    estadoDesde: timestamp('estado_desde', { withTimezone: true }).notNull().defaultNow(),
    motivo: text('motivo'),
    /** When the record was validated (the operation that issued it). */
    dataValidacao: timestamp('data_validacao', { withTimezone: true }).notNull(),
    /** DGAV for a validator of ROLE_SIGSA/MANAGER, the record's DSAVR for one of SVL/SVR. */
    servicoEmissorId: integer('servico_emissor_id')
      .notNull()
      .references(() => dsavrs.id),
    /** The printed fields (sections, tables, public fields), read from the record's `full` answer at issue. */
    snapshot: jsonb('snapshot').notNull(),
    /** The stored PDF (file store key) and its SHA-256 (hex), once rendered. */
    ficheiro: text('ficheiro'),
    hashPdf: text('hash_pdf'),
    emitidoPor: text('emitido_por').notNull(),
    emitidoEm: timestamp('emitido_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificados_registo_idx').on(t.entidade, t.registoId),
    // A record holds at most one active certificate.
    uniqueIndex('certificados_ativo_idx')
      .on(t.entidade, t.registoId)
      .where(sql`${t.estado} = 'VALIDO'`),
  ],
);

/**
 * Who checked a certificate publicly (issue 18, "copies spotted"): one row per certificate and address, the
 * address kept only as a keyed hash (counted, never readable), with its last check and how many it made. Many
 * addresses in an hour suggest copies of the document circulating: ROLE_SIGSA is told. UNLOGGED, like the
 * attempt counters: a crash of the database forgets these counts (never a certificate or a notice), and in
 * exchange a public check commits without waiting for the disk.
 */
export const certificadoVerificacoes = pgTable(
  'certificado_verificacoes',
  {
    /**
     * No foreign key to `certificados`, on purpose: its check would lock the certificate's row, a logged write on
     * every new address, and the table is UNLOGGED to keep the public check free of WAL flushes (migration 0031).
     * Certificates are never deleted.
     */
    certificadoId: integer('certificado_id').notNull(),
    endereco: text('endereco').notNull(),
    ultimaEm: timestamp('ultima_em', { withTimezone: true }).notNull(),
    vezes: integer('vezes').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.certificadoId, t.endereco] })],
);
