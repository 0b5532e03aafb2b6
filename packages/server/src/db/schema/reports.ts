import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.ts';
import { utilizadores } from './users.ts';

/** Report categories (spec 000 §3 "Report category"): shared folders, a tree by `pai`, one tree per entity. */
export const categoriasRelatorios = pgTable(
  'categorias_relatorios',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    // No cascade: a category with children or reports is refused (409) rather than deleting others' reports.
    pai: integer('pai').references((): AnyPgColumn => categoriasRelatorios.id),
    entidade: text('entidade').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('categorias_relatorios_pai_idx').on(t.pai),
    index('categorias_relatorios_entidade_idx').on(t.entidade),
  ],
);

/** Saved reports (spec 000 §3 "Report"): a list's filters under a name, owned by `created_by` (a username). */
export const relatorios = pgTable(
  'relatorios',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    nome: text('nome').notNull(),
    categoria: integer('categoria')
      .notNull()
      .references(() => categoriasRelatorios.id),
    entidade: text('entidade').notNull(),
    filtrosJson: text('filtros_json').notNull(),
    ...auditColumns,
  },
  (t) => [
    index('relatorios_categoria_idx').on(t.categoria),
    index('relatorios_created_by_idx').on(t.createdBy),
  ],
);

/** Users a report is shared with (partilhadoComUtilizadores). */
export const relatoriosPartilhaUtilizadores = pgTable(
  'relatorios_partilha_utilizadores',
  {
    relatorio: integer('relatorio')
      .notNull()
      .references(() => relatorios.id, { onDelete: 'cascade' }),
    utilizador: integer('utilizador')
      .notNull()
      .references(() => utilizadores.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.relatorio, t.utilizador] }),
    index('relatorios_partilha_utilizadores_utilizador_idx').on(t.utilizador),
  ],
);

/** Roles a report is shared with (partilhadoComPerfis); set only by ROLE_SIGSA and ROLE_MANAGER. */
export const relatoriosPartilhaPerfis = pgTable(
  'relatorios_partilha_perfis',
  {
    relatorio: integer('relatorio')
      .notNull()
      .references(() => relatorios.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.relatorio, t.role] }),
    index('relatorios_partilha_perfis_role_idx').on(t.role),
  ],
);
