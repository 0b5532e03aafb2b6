// What Gerir knows of an administered entity (issue 13): one descriptor per entity, from which the domain derives
// the zod schema, the server its write routes and the web its one generic form. The spec shows no admin screen
// (000 §2.2 only lists the menu), so the fields are ours, named as the API names them.

/**
 * How a field is entered, shared with the generic interaction dialog (000 §2.6): `text`, `textarea`, `integer`,
 * `number`, `boolean` (Sim/Não), `option` (one of `options`), `multioption` (several of `options`), `search`
 * (one row of `repository`, by id) and `multisearch` (several rows of `repository`, by id), `color` (#rrggbb).
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
  | 'color';

/** A fixed choice of an option field: the stored value and its pt-PT label. */
export interface AdminOption {
  value: string;
  label: string;
}

/** A field shown (and validated) only while another field holds one of some values. */
export interface AdminVisibleWhen {
  field: string;
  /** Values of `field` that show this one (a boolean field: `[true]`). */
  equals: readonly (string | boolean)[];
}

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
  /** Set at creation, never changed after (a code other records or files key on). */
  immutable?: boolean;
  /** No two rows of the entity share its value (409). */
  unique?: boolean;
  /** Holds personal data (RGPD): found by the personal-data search, exported with it. */
  personal?: boolean;
  /** Written, never read back nor audited (a password, a secret). */
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

/** True when `field` shows given the row's values. */
export function isVisible(field: AdminField, values: Readonly<Record<string, unknown>>): boolean {
  if (!field.visibleWhen) return true;
  const value = values[field.visibleWhen.field];
  return field.visibleWhen.equals.some((expected) => expected === value);
}

/** The field of `entity` the row is known by. */
export function nameFieldOf(entity: AdminEntity): string {
  return entity.nameField ?? 'nome';
}
