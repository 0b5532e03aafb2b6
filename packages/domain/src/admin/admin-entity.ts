// What Gerir knows of an administered entity (issue 13): one descriptor per entity, from which the domain derives
// the zod schema, the server its write routes and the web its one generic form. The spec shows no admin screen
// (000 §2.2 only lists the menu), so the fields are ours, named as the API names them.

/**
 * How a field is entered, shared with the generic interaction dialog (000 §2.6): `text`, `textarea`, `integer`,
 * `number`, `boolean` (Sim/Não), `option` (one of `options`), `multioption` (several of `options`), `search`
 * (one row of `repository`, by id) and `multisearch` (several rows of `repository`, by id), `color` (#rrggbb),
 * `location` (a WGS84 point `{ latitude, longitude }` in Portugal, picked on the map), `date` (YYYY-MM-DD),
 * `datetime` (an ISO instant, typed in Lisbon time) and `file` (documents picked in the browser: the interaction
 * dialog's only; no administered entity stores one yet).
 */
export type AdminInput =
  | 'text'
  | 'textarea'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'option'
  | 'multioption'
  | 'search'
  | 'multisearch'
  | 'color'
  | 'location'
  | 'date'
  | 'datetime'
  | 'file';

/** A fixed choice of an option field: the stored value and its pt-PT label. */
export interface AdminOption {
  value: string;
  label: string;
}

/**
 * A condition on another field: it holds while that field holds one of `equals` (a list field: while it contains
 * one of them).
 */
export interface AdminVisibleWhen {
  field: string;
  /** Values of `field` that satisfy the condition (a boolean field: `[true]`). */
  equals: readonly (string | boolean)[];
}

/** What a text must be besides its length: a NIF (000 §5: digits and check digit) or an e-mail. */
export type AdminFormat = 'nif' | 'email';

/** One field of an administered entity. */
export interface AdminField {
  /** Property of the API's payload and answer. */
  key: string;
  /** pt-PT label of the form and of the messages ("O campo X é obrigatório."). */
  label: string;
  input: AdminInput;
  required?: boolean;
  /** Longest text (default 255 for `text`, 4000 for `textarea`). */
  maxLength?: number;
  /**
   * How a `boolean` or an `option` is drawn (000 §2.6 simple inputs): a `checkbox`, or the options as radio buttons
   * (`radio`, one under the other; `radio-inline`, side by side). Default: Sim/Não radios, a select.
   */
  display?: 'checkbox' | 'radio' | 'radio-inline';
  /** A date that cannot be after today (the day a request was received). */
  notFuture?: boolean;
  /** Bounds of a number. */
  min?: number;
  max?: number;
  /** Pattern of a text, with the message when it does not match (000 §5's by default). */
  pattern?: { regex: RegExp; message?: string };
  /** Choices of `option` / `multioption`. */
  options?: readonly AdminOption[];
  /** Entity whose rows a `search` / `multisearch` field picks (an administered one: archived rows refused). */
  repository?: string;
  visibleWhen?: AdminVisibleWhen;
  /** Required only while the condition holds (a NIF for the veterinarians' roles). */
  requiredWhen?: AdminVisibleWhen;
  format?: AdminFormat;
  /** Set at creation, never changed after (a code other records or files key on). */
  immutable?: boolean;
  /** No two rows of the entity share its value (409). */
  unique?: boolean;
  /** Holds personal data (RGPD): found by the personal-data search, exported with it. */
  personal?: boolean;
  /**
   * Written, never read back nor audited (a password, a secret); stored sealed. `required` asks for it on
   * creation only: a later save that leaves it blank keeps the stored one.
   */
  secret?: boolean;
  /** Help shown under the field. */
  description?: string;
}

/** A list of rows that belong to one row of the entity (value lists of a result type), edited inside its form. */
export interface AdminChildList {
  /** The child entity (administered too). */
  entity: string;
  /** pt-PT title of the nested list. */
  label: string;
  /** Field of the child that names its parent (a `search` field of the child's descriptor). */
  parentField: string;
}

/** An administered entity. */
export interface AdminEntity {
  /** API entity path, e.g. `doencas`. */
  entity: string;
  /** Path under `/gestao`, e.g. `doencas` (`gestao/doencas`, `…/novo`, `…/{id}`). */
  path: string;
  /** pt-PT plural, the list's and the menu's title. */
  title: string;
  /** pt-PT singular, the form's title ("Nova doença", "Doença XPTO"). */
  singular: string;
  /** Feminine singular: "Nova"/"Novo". */
  feminine?: boolean;
  /** Key of the field the row is known by in messages and selectors (default `nome`). */
  nameField?: string;
  /** Key of the code field, asked first when adding (route data `manualId`, 000 §2.5). */
  codeField?: string;
  fields: readonly AdminField[];
  children?: readonly AdminChildList[];
  /**
   * Each row keeps a file in numbered versions (document templates): uploaded beside the form, never replaced nor
   * deleted, the latest the one in force (`{entity}/{id}/versoes`).
   */
  versionedFile?: boolean;
  /** API path of the writes when it is not `entity` (users: read at `users`, written at `userAccounts`, 000 §7.1). */
  writeEntity?: string;
  /**
   * Rows of `entity` this view lists and creates (one entity, several Gerir entries: users, lab users, MV users):
   * the list's fixed filter and the new row's values.
   */
  view?: { filter: { key: string; value: readonly string[] }; defaults: Readonly<Record<string, unknown>> };
  /** Only read here (CAOP geography, countries): every write answers 405. */
  readOnly?: boolean;
  /** Shown in the Gerir menu and index; child entities are reached through their parent. */
  menu?: boolean;
}

/** The fields of `entity` the form shows given its values (`visibleWhen`). */
export function visibleFields(
  entity: AdminEntity,
  values: Readonly<Record<string, unknown>>,
): readonly AdminField[] {
  return entity.fields.filter((field) => isVisible(field, values));
}

/** True when `condition` holds given the row's values. */
export function holds(condition: AdminVisibleWhen, values: Readonly<Record<string, unknown>>): boolean {
  const value = values[condition.field];
  const held: readonly unknown[] = Array.isArray(value) ? value : [value];
  return condition.equals.some((expected) => held.includes(expected));
}

/** True when `field` shows given the row's values. */
export function isVisible(field: AdminField, values: Readonly<Record<string, unknown>>): boolean {
  return !field.visibleWhen || holds(field.visibleWhen, values);
}

/** True when `field` must be given, given the row's values (shown, and required or required now). */
export function isRequired(field: AdminField, values: Readonly<Record<string, unknown>>): boolean {
  if (!isVisible(field, values)) return false;
  return field.required === true || (field.requiredWhen !== undefined && holds(field.requiredWhen, values));
}

/** The field of `entity` the row is known by. */
export function nameFieldOf(entity: AdminEntity): string {
  return entity.nameField ?? 'nome';
}
