import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Area } from '@sigsa/domain/access/areas';
import type { RecordFacts, Workflow } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import type { FieldError } from '../http/errors.ts';
import type { ResourceDefinition, VisibilityContext } from '../resources/resource.types.ts';
import type { RecordAssociation } from './associations.ts';
import type { RecordStore } from './record-store.ts';

/** What makes an operation's notice urgent, and who else must read it. */
export interface OperationAlert {
  /** Plain text put first in the notice. */
  motivo: string;
  /** Users told besides the operation's usual recipients (the actor never is). */
  utilizadores: readonly number[];
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
  numeroSerie: SQL;
  /** An integer[] of the users responsible for the record besides its creator (four-eyes, ownership). */
  responsaveis: SQL;
  /** `tiposMotivosDevolucao.tipo` of the reasons its returns take, e.g. VACINACAO_DEVOLVER. */
  returnReasonTipo: string;
  /** Type of its in-app notifications (spec 000 §2.4), e.g. VACINACAO. */
  notificationTipo: string;
  /** The web route of a record, for notification links: e.g. `/consultar/vacinacao/12`. */
  detailRoute(id: number): string;
  /** The workflow facts of a loaded record (its `estado`, creator and responsible users). */
  factsOf(record: Readonly<Record<string, unknown>>): RecordFacts<S>;
  /** Adds the record type's own configuration (its series, its return reasons) when missing; every start. */
  seed(db: Database): Promise<void>;
  /** How it is created and saved (`POST {entity}/create`, `PATCH {entity}/{id}/save`): the pipeline's hooks. */
  store?: RecordStore;
  /** Its to-one links settable by `text/uri-list` (`PUT`/`PATCH {entity}/{id}/{name}`), by name. */
  associations?: Readonly<Record<string, RecordAssociation>>;
  /**
   * Rules checked before an operation runs (e.g. "needs at least one line"): Portuguese errors, or none. A text
   * is about the record as a whole (field `registo`); a field error names the field at fault.
   */
  guards: Readonly<Record<string, (tx: Tx, id: number) => Promise<(string | FieldError)[]>>>;
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
