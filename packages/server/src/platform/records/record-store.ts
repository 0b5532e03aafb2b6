import type { z } from 'zod';
import type { CalendarDate } from '@sigsa/domain/validation/dates';
import type { Actor, OperationRefusal, RecordFacts } from '@sigsa/domain/workflow/workflow';
import type { Tx } from '../../db/client.ts';

/** What every create or save body carries for the platform: the version the caller saw, and the series chosen. */
export interface RecordInput {
  version?: number | null;
  serie?: number | null;
}

/** The number a new record takes from its series. */
export interface Numbering {
  serieId: number;
  numeroSerie: string;
}

/** A save refused by a type's edit policy, and the field that made it so (null: the record as a whole). */
export interface SaveRefusal {
  refusal: OperationRefusal;
  field: string | null;
}

/**
 * Which fields of a saved record whom may change in which state (issue 12: field × state × flag), for types
 * whose saves are more than "the author, in an editable state, any field": fields frozen after creation or
 * after a state, a reviewer's save of some fields only. Without it the workflow's `editable` states decide.
 */
export interface EditPolicy {
  /**
   * The record's current values in the body's shape (references as ids, child rows as lists), as `actor` reads
   * it: fields their projection never carries (say, an internal conclusion) are left out, so a body that cannot
   * echo them does not change them.
   */
  current(tx: Tx, id: number, actor: Actor): Promise<Readonly<Record<string, unknown>>>;
  /** Null when `actor` may save a change of `changed` (top-level body fields) on `record`; otherwise why not. */
  refuse(actor: Actor, record: RecordFacts<string>, changed: readonly string[]): SaveRefusal | null;
}

/** Who writes, and which record: null on create. */
export interface WriteContext {
  actor: Actor;
  id: number | null;
  /**
   * Of `ids` of records of the type `entity`, those the writer may see (its visibility rule, under the writer's
   * role): a link to a record one cannot see is refused as an unknown one.
   */
  visible(entity: string, ids: readonly number[]): Promise<Set<number>>;
}

/** `WriteContext.visible` of a trusted writer (the demo seed): every record. */
export const seesAll: WriteContext['visible'] = async (_entity, ids) => new Set(ids);

/**
 * How a record type reads and writes its own rows (issue 12): the hooks of the one create/save pipeline
 * (`save-pipeline.ts`), which does the rest — actor, permission, series and number, lock, state, version, audit —
 * the same way for every type. `I` is the parsed body, `R` what `resolve` made of it (ids looked up, totals).
 */
export interface RecordStore<I extends RecordInput = RecordInput, R = unknown> {
  /** The body of create and save: the type's domain schema, dates checked against `today`. */
  schema(today: () => CalendarDate): z.ZodType<I>;
  /**
   * Checks the body's references and the rules that need the database (400 naming each field at fault) and what
   * only the writer's role may set (403); on a save the record is already locked.
   */
  resolve(tx: Tx, input: I, context: WriteContext): Promise<R>;
  /**
   * Inserts the new record (in the workflow's initial state) and its children; answers its id. `numbering` is
   * null only for a type without numbering (`RecordType.numeroSerie` null).
   */
  insert(tx: Tx, input: I, resolved: R, numbering: Numbering | null, actor: Actor): Promise<number>;
  /** Writes a locked record's fields and children (never its state) and moves its version on. */
  update(tx: Tx, id: number, input: I, resolved: R, actor: Actor): Promise<void>;
  /** Field × state × flag rules of saves; absent: the workflow's editable states, every field. */
  editPolicy?: EditPolicy;
}
