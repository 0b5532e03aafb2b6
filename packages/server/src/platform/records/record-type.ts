import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Area } from '@sigsa/domain/access/areas';
import type { Actor, RecordFacts, Workflow } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import type { FieldError } from '../http/errors.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';
import type { RecordAssociation } from './associations.ts';
import type { RecordDocumentPart } from './documents.parts.ts';
import type { RecordStore } from './record-store.ts';

/** What makes an operation's notice urgent, and who else must read it. */
export interface OperationAlert {
  /** Plain text put first in the notice. */
  motivo: string;
  /** Users told besides the operation's usual recipients (the actor never is). */
  utilizadores: readonly number[];
}

/**
 * A link a record type declares to records of a record type (another, or itself): the "Registos ligados" of a
 * record (issue 12 "Linked chain", issue 14). Declared once, on one side; the other side reads it backwards
 * under its own name and label. `GET {entity}/{id}/ligacoes` lists both directions (`linked-records.ts`).
 */
export interface RecordRelation {
  /** Key of the linked records in `ligacoes` on the declaring side, e.g. `focoPrimario`. */
  name: string;
  /** pt-PT label on the declaring side, e.g. "Foco primário". */
  label: string;
  /** Name and pt-PT label on the target's side (the relation read back), e.g. `focosSecundarios`, "Focos secundários". */
  back: { name: string; label: string };
  /** Entity path of the target record type (one of `RECORD_TYPES`), e.g. `notificacoesSuspeitasDoencas`. */
  target: string;
  /**
   * The links, as a query of two integer columns: `origem` (a record of the declaring type) and `destino` (the
   * record of the target type it links to). The linked ids of a record are the rows filtered on one column; keep
   * it a plain SELECT (or UNION ALL of them) so that the filter reaches the indexes of both columns.
   */
  links: SQL;
  /**
   * Whether the caller may read the link at all, seen from either side (e.g. only the role that reads the
   * conclusion the link is part of); absent: whoever sees the record. The linked records are always filtered by
   * their own type's visibility besides.
   */
  readable?(ctx: VisibilityContext): boolean;
}

/**
 * A record type as the record platform sees it (brief §3, §7): its list resource, its workflow, and the few SQL
 * expressions the generic machinery needs (state, version, keepers) over the resource's FROM clause. One per
 * record folder; everything common — operations, audit, returns, numbering, comments, documents,
 * notifications — is built from it.
 */
export interface RecordType<S extends string = string> {
  /** Entity path under /api, e.g. `vacinacoes`. */
  entity: string;
  area: Area;
  /** pt-PT name used in notifications, e.g. "Vacinação". */
  label: string;
  workflow: Workflow<S>;
  resource: ResourceDefinition;
  /** Alias of the record's own table in `resource.from`, locked by operations (`FOR UPDATE OF <alias>`). */
  alias: SQL;
  /** The record's own table, for updates. */
  table: SQL;
  estado: SQL;
  /** Its `arquivado` flag (the record table's `archiveColumns`). */
  arquivado: SQL;
  version: SQL;
  createdBy: SQL;
  /**
   * Its number (`<series>/<nnnnnn>`, spec 000 §5); null for a type whose records are not numbered: no series, no
   * number, nothing chosen on create (sanitary risk: the spec gives it none, issue 15).
   */
  numeroSerie: SQL | null;
  /**
   * The day the record is about (a notification's observation, an exam's date, a vaccination's), a `date`: the
   * steps of the linked chain's timeline ("Registos ligados", issue 14); null when unknown.
   */
  dataReferencia: SQL;
  /** An integer[] of the users responsible for the record besides its creator (four-eyes, ownership). */
  responsaveis: SQL;
  /**
   * The id of the laboratory the record is addressed to (a lab collection's), whose ROLE_LAB users take the
   * workflow's `laboratory` side; absent for types no laboratory works on.
   */
  laboratorio?: SQL;
  /**
   * `tiposMotivosDevolucao.tipo` of the reasons its returns take, e.g. VACINACAO_DEVOLVER, or one per return
   * operation (a lab collection's re-analysis and resubmission take different reasons); absent for a type whose
   * workflow has no return.
   */
  returnReasonTipo?: string | Readonly<Record<string, string>>;
  /** Type of its in-app notifications (spec 000 §2.4), e.g. VACINACAO; absent for a type no operation notifies. */
  notificationTipo?: string;
  /** The web route of a record, for notification links: e.g. `/consultar/vacinacao/12`. */
  detailRoute(id: number): string;
  /** The workflow facts of a loaded record (its `estado`, creator and responsible users). */
  factsOf(record: Readonly<Record<string, unknown>>): RecordFacts<S>;
  /** Adds the record type's own configuration (its series, its return reasons) when missing; every start. */
  seed(db: Database): Promise<void>;
  /** How it is created and saved (`POST {entity}/create`, `PATCH {entity}/{id}/save`): the pipeline's hooks. */
  store?: RecordStore;
  /**
   * Attachment sets of its parts besides its own `documentosAnexos` (a lab result's files, each row's
   * attachments): `documents.parts.ts`.
   */
  documentParts?: readonly RecordDocumentPart[];
  /** Its links to other records ("Registos ligados", `GET {entity}/{id}/ligacoes`); the targets read them back. */
  relations?: readonly RecordRelation[];
  /** Its to-one links settable by `text/uri-list` (`PUT`/`PATCH {entity}/{id}/{name}`), by name. */
  associations?: Readonly<Record<string, RecordAssociation>>;
  /**
   * Rules checked before an operation runs (e.g. "needs at least one line"): Portuguese errors, or none. A text
   * is about the record as a whole (field `registo`); a field error names the field at fault.
   */
  guards: Readonly<Record<string, (tx: Tx, id: number) => Promise<(string | FieldError)[]>>>;
  /**
   * What an operation does besides changing the state, in its transaction, once the state has changed (a lab
   * collection's reception opens its empty results): by operation name.
   */
  effects?: Readonly<Record<string, (tx: Tx, id: number, actor: Actor) => Promise<void>>>;
  /**
   * Takes out of a single record what the caller's role may not read whatever the projection asked for (e.g. a
   * conclusion only the authority sees); absent: the projection decides alone.
   */
  redact?(record: Readonly<Record<string, unknown>>, ctx: VisibilityContext): Record<string, unknown>;
  /**
   * An operation that calls for more than the usual notice (e.g. a submission naming a category-A disease): an
   * ALTA notice, a line saying why, and more users told. Null: the usual notice.
   */
  alert?(tx: Tx, id: number, operation: string): Promise<OperationAlert | null>;
  /** Calls of this type alone (e.g. an export in a format of its own), under /api beside the common ones. */
  routes?(deps: { db: Database }): FastifyPluginAsyncZod;
}

/** The SQL of a record's number: a text null for a type without numbering. */
export function numeroSerieOf(type: Pick<RecordType, 'numeroSerie'>): SQL {
  return type.numeroSerie ?? sql`NULL::text`;
}
