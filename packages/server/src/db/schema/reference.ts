import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Regional veterinary services (DSAVR) and the other organisations of organisations.json. */
export const dsavrs = pgTable('dsavrs', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  sigla: text('sigla').notNull(),
  nome: text('nome').notNull(),
  tipo: text('tipo').notNull(),
  descricao: text('descricao'),
  regiao: text('regiao'),
  sede: text('sede'),
  /** Districts (di) the service covers mainly. */
  distritos: text('distritos').array().notNull().default([]),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
});

/** Laboratories of lab.json. */
export const laboratorios = pgTable('laboratorios', {
  id: serial('id').primaryKey(),
  codigo: text('codigo').notNull().unique(),
  nome: text('nome').notNull(),
  descricao: text('descricao'),
  localidade: text('localidade'),
  regiao: text('regiao'),
  oficial: boolean('oficial').notNull().default(false),
  referenciaNacional: boolean('referencia_nacional').notNull().default(false),
  ordem: integer('ordem').notNull().default(0),
  assumed: boolean('assumed').notNull().default(false),
  extra: jsonb('extra').notNull().default({}),
});
