import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import {
  INVALID_VALUE_MESSAGE,
  PATTERN_MESSAGE,
  maxItemsMessage,
  maxLengthMessage,
} from '../validation/messages.ts';
import { requiredOrInvalid, requiredText } from '../validation/zod-messages.ts';

/** What the caller may do with a saved report or a category (abilities travel with the data). */
export interface PermissoesRelatorio {
  EDITAR: boolean;
  REMOVER: boolean;
}

/** A report category (`categoriasRelatorios`, spec 000 §3): a tree by `pai`, per entity. */
export interface CategoriaRelatorio {
  id: number;
  nome: string;
  descricao: string | null;
  pai: number | null;
  entidade: string;
  subCategorias: CategoriaRelatorio[];
  relatorios: Relatorio[];
  /** Username of the creator (server extension). */
  createdBy?: string | null;
  /** Optimistic-locking version; send it back on PUT to refuse stale writes (server extension). */
  version?: number;
  /** Whether the caller may edit or delete this category (server extension). */
  permissoes?: PermissoesRelatorio;
  _links: { self: { href: string } };
}

/** A saved report (`relatorios`, spec 000 §3): filters serialised in `filtrosJson`. */
export interface Relatorio {
  id: number;
  uuid: string;
  nome: string;
  categoria: number | null;
  entidade: string;
  /** The list's filters (and columns) serialised by the web client. */
  filtrosJson: string;
  /** Username of the owner: only the owner edits or deletes. */
  createdBy: string;
  partilhadoComUtilizadores: { id: number; nome: string }[];
  /** Roles it is shared with; only ROLE_SIGSA and ROLE_MANAGER may set it. */
  partilhadoComPerfis: string[];
  /** Optimistic-locking version; send it back on PATCH to refuse stale writes (server extension). */
  version?: number;
  /** Whether the caller may edit or delete this report: true only for the owner (server extension). */
  permissoes?: PermissoesRelatorio;
  _links: { self: { href: string } };
}

/** Longest report or category name. */
export const RELATORIO_NOME_MAX = 200;
/** Longest category description. */
export const CATEGORIA_DESCRICAO_MAX = 1000;
/** Longest key `importar?id=` takes: a report's uuid (36) or id, with room to spare. */
export const RELATORIO_IMPORT_ID_MAX = 64;
/** Largest `filtrosJson`, in UTF-8 bytes (100 kB). */
export const FILTROS_JSON_MAX_BYTES = 102_400;
/** Most users one report may be shared with. */
export const MAX_PARTILHAS_UTILIZADORES = 500;
/** An entity name as the list routes use it (`exploracoes`, `vacinacoes`, …). */
export const ENTIDADE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;

/** `filtrosJson` that is not valid JSON, or carries a prototype key; our wording. */
export const FILTROS_JSON_INVALID_MESSAGE = 'Os filtros não são JSON válido.';
/** `filtrosJson` over {@link FILTROS_JSON_MAX_BYTES}; our wording. */
export const FILTROS_JSON_TOO_LARGE_MESSAGE = 'Os filtros excedem o tamanho máximo de 100 kB.';

// Keys that would reach an object's prototype when a client merges the parsed filters into another object.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** UTF-8 length of a string, without TextEncoder (the domain has no platform globals). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** True when `text` is JSON with no `__proto__` / `constructor` / `prototype` key anywhere. */
export function isSafeJson(text: string): boolean {
  try {
    let safe = true;
    JSON.parse(text, (key: string, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) safe = false;
      return value;
    });
    return safe;
  } catch {
    return false;
  }
}

const id = () =>
  z.number({ error: requiredOrInvalid }).int(INVALID_VALUE_MESSAGE).positive(INVALID_VALUE_MESSAGE);
const nome = () => requiredText().max(RELATORIO_NOME_MAX, maxLengthMessage(RELATORIO_NOME_MAX));
const entidade = () => z.string({ error: requiredOrInvalid }).regex(ENTIDADE_PATTERN, PATTERN_MESSAGE);
const version = () => z.number({ error: requiredOrInvalid }).int(INVALID_VALUE_MESSAGE).min(0);

/** `filtrosJson`: JSON text, at most 100 kB. */
export const filtrosJsonSchema = z
  .string({ error: requiredOrInvalid })
  .refine((text) => utf8Length(text) <= FILTROS_JSON_MAX_BYTES, FILTROS_JSON_TOO_LARGE_MESSAGE)
  .refine(isSafeJson, FILTROS_JSON_INVALID_MESSAGE);

/** A user to share with: the id, or the user object as the user search answers it. */
export const partilhaUtilizadorSchema = z.union([id(), z.object({ id: id() })], {
  error: INVALID_VALUE_MESSAGE,
});

/** The roles to share a report with (known roles only). */
export const partilhaPerfisSchema = z
  .array(z.enum(ROLES, { error: INVALID_VALUE_MESSAGE }))
  .max(ROLES.length, maxItemsMessage(ROLES.length));

/** Body of `POST categoriasRelatorios` and `PUT categoriasRelatorios/{id}`. */
export const categoriaRelatorioInputSchema = z.object({
  nome: nome(),
  descricao: z
    .string()
    .trim()
    .max(CATEGORIA_DESCRICAO_MAX, maxLengthMessage(CATEGORIA_DESCRICAO_MAX))
    .nullish(),
  pai: id().nullish(),
  /** Required for a root category; a subcategory takes its parent's. */
  entidade: entidade().nullish(),
  version: version().nullish(),
});

/** Body of `POST relatorios`. `uuid` is always generated by the server. */
export const relatorioInputSchema = z.object({
  nome: nome(),
  categoria: id(),
  /** Defaults to the category's entity; when sent, it must be the category's. */
  entidade: entidade().nullish(),
  filtrosJson: filtrosJsonSchema.nullish(),
  uuid: z.string().max(64).nullish(),
  partilhadoComUtilizadores: z
    .array(partilhaUtilizadorSchema)
    .max(MAX_PARTILHAS_UTILIZADORES, maxItemsMessage(MAX_PARTILHAS_UTILIZADORES))
    .nullish(),
  /** Dropped by the server unless the caller acts as ROLE_SIGSA or ROLE_MANAGER (spec 000 §6). */
  partilhadoComPerfis: partilhaPerfisSchema.nullish(),
});

/** Body of `PATCH relatorios/{id}`: any subset of the create fields, plus the version last read. */
export const relatorioPatchSchema = z.object({
  nome: nome().optional(),
  categoria: id().optional(),
  entidade: entidade().nullish(),
  filtrosJson: filtrosJsonSchema.optional(),
  partilhadoComUtilizadores: z
    .array(partilhaUtilizadorSchema)
    .max(MAX_PARTILHAS_UTILIZADORES, maxItemsMessage(MAX_PARTILHAS_UTILIZADORES))
    .nullish(),
  partilhadoComPerfis: partilhaPerfisSchema.nullish(),
  version: version().nullish(),
});

/**
 * Query of `POST relatorios/personalizados/importar`: the report's uuid, or its id when the caller already
 * sees it; required (000 §5 "import report ID"), trimmed. The "Importar relatório" form checks it too.
 */
export const relatorioImportSchema = z.object({
  id: requiredText().max(RELATORIO_IMPORT_ID_MAX, maxLengthMessage(RELATORIO_IMPORT_ID_MAX)),
});

/** Input of a category save. */
export type CategoriaRelatorioInput = z.infer<typeof categoriaRelatorioInputSchema>;
/** Input of a report create. */
export type RelatorioInput = z.infer<typeof relatorioInputSchema>;
/** Input of a report patch. */
export type RelatorioPatch = z.infer<typeof relatorioPatchSchema>;
/** Query of a report import. */
export type RelatorioImport = z.infer<typeof relatorioImportSchema>;
