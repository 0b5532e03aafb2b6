import { canConsult, canRegister, type AccessLevel } from '../access/access-levels.ts';
import type { Role } from '../access/roles.ts';
import { noPermissoes, type PermissaoFlag, type Permissoes } from './permissoes.ts';

/**
 * Who performs an operation. `author`: whoever keeps the record (its creator or the user responsible for it;
 * any user with the full REGISTO level on the area). `reviewer`: a user with the full REGISTO level who neither
 * created the record nor is responsible for it — the four-eyes rule holds whatever the role. `laboratory`: a
 * ROLE_LAB user of the laboratory the record is addressed to (a lab collection's `laboratorioDiagnostico`).
 */
export type OperationSide = 'author' | 'reviewer' | 'laboratory';

/**
 * Who is told when an operation succeeds: the record's keepers, the reviewers of its area, the users of the
 * laboratory it is addressed to, or nobody.
 */
export type NotifyWhom = 'author' | 'reviewers' | 'laboratory' | null;

/** One workflow operation: `POST {entity}/{id}/{name}`. */
export interface WorkflowOperation<S extends string> {
  /** Path segment and audit name, as the spec spells it (`submeter`, `naoValidar`, …). */
  name: string;
  /** Each state the operation runs from, and the state it leads to from there. */
  transitions: Readonly<Partial<Record<S, S>>>;
  flag: PermissaoFlag;
  side: OperationSide;
  /** Another side takes the operation from these states (a lab collection's return: the laboratory's when SUBMETIDO). */
  sideFrom?: Readonly<Partial<Record<S, OperationSide>>>;
  /** Carries a return reason (`{ idMotivo, observacoes }`); the reason is required. */
  needsReason: boolean;
  notify: NotifyWhom;
  /** The success toast (spec error catalogue). */
  successMessage: string;
  /** Only these roles may hold the flag, whatever their level; unset: any role of the side. */
  roles?: readonly Role[];
}

/**
 * A record type's workflow, as data (brief §7): its states, the states the author may save in, and its
 * operations. Guards (rules that need the record's content) live beside it in the record's descriptor.
 */
export interface Workflow<S extends string> {
  states: readonly S[];
  initial: S;
  /** States in which GUARDAR (and EDITAR) may be held. Saving never changes the state. */
  editable: readonly S[];
  /**
   * States in which the addressed laboratory saves its analyses (REGISTAR_ANALISES: results, their observations,
   * the internal code); none for records no laboratory works on.
   */
  analyses?: readonly S[];
  /** States no operation leaves: only a record in one of them may be archived (spec 000 §7.2 arquivar). */
  final: readonly S[];
  operations: readonly WorkflowOperation<S>[];
}

/** The user acting, under one role, with that role's access level on the record type's area. */
export interface Actor {
  userId: number;
  username: string;
  role: Role;
  level: AccessLevel | undefined;
  /** The laboratory a ROLE_LAB user belongs to; null or absent for every other user. */
  laboratorioId?: number | null;
}

/** What the permission rules need to know of a record. */
export interface RecordFacts<S extends string> {
  estado: S;
  createdBy: string | null;
  /** Ids of the users responsible for the record besides its creator (e.g. the vaccinating veterinarian). */
  responsaveis: readonly number[];
  /** Archived: out of the default lists, kept whole (`POST {self}/arquivar`). */
  arquivado: boolean;
  /** The laboratory the record is addressed to (lab collections); null or absent for other records. */
  laboratorioId?: number | null;
}

/** True when the actor created the record or is responsible for it. */
export function keepsRecord(actor: Actor, record: RecordFacts<string>): boolean {
  return record.createdBy === actor.username || record.responsaveis.includes(actor.userId);
}

/** Whether the actor may take this side of the workflow on this record, whatever its state. */
export function mayAct(side: OperationSide, actor: Actor, record: RecordFacts<string>): boolean {
  switch (side) {
    case 'author':
      // A limited level registers only what the user keeps; the full level keeps every record of the area.
      return canRegister(actor.level) && (actor.level === 'REGISTO' || keepsRecord(actor, record));
    case 'reviewer':
      return actor.level === 'REGISTO' && !keepsRecord(actor, record);
    case 'laboratory':
      return (
        actor.role === 'ROLE_LAB' &&
        canConsult(actor.level) &&
        actor.laboratorioId != null &&
        actor.laboratorioId === record.laboratorioId
      );
  }
}

/** Every side that takes `operation` from some state. */
export function sidesOf<S extends string>(operation: WorkflowOperation<S>): OperationSide[] {
  return [
    ...new Set([operation.side, ...Object.values<OperationSide | undefined>(operation.sideFrom ?? {})]),
  ].filter((side): side is OperationSide => side !== undefined);
}

/** The side that takes `operation` from `estado`. */
export function sideAt<S extends string>(operation: WorkflowOperation<S>, estado: S): OperationSide {
  return operation.sideFrom?.[estado] ?? operation.side;
}

/** The operation named `name`, or undefined. */
export function findOperation<S extends string>(
  workflow: Workflow<S>,
  name: string,
): WorkflowOperation<S> | undefined {
  return workflow.operations.find((operation) => operation.name === name);
}

/**
 * The states from which a user of `role` with `level` on the type's area decides a record they do not keep: those
 * some operation leaves on the reviewer side, for that role. A record in one of them, visible and not kept by the
 * user, is one {@link refuseOperation} lets them decide (Início's "A aguardar a minha decisão"; four-eyes: never
 * their own).
 */
export function decisionStates<S extends string>(
  workflow: Workflow<S>,
  role: Role | null,
  level: AccessLevel | null | undefined,
): S[] {
  if (level !== 'REGISTO' || role === null) return [];
  return workflow.states.filter((estado) =>
    workflow.operations.some(
      (operation) =>
        operation.transitions[estado] !== undefined &&
        sideAt(operation, estado) === 'reviewer' &&
        (!operation.roles || operation.roles.includes(role)),
    ),
  );
}

/** Why an operation may not run now: not the actor's to run (403) or not from this state (409). */
export type OperationRefusal = 'forbidden' | 'wrongState';

/**
 * Null when `operation` may run on `record` for `actor`; otherwise why not. The actor is checked first: one who
 * takes no side of the operation on this record is refused (403) whatever the state; one who does, from a state
 * the operation does not run from, gets 409; from a state where another side takes it, 403.
 */
export function refuseOperation<S extends string>(
  operation: WorkflowOperation<S>,
  actor: Actor,
  record: RecordFacts<S>,
): OperationRefusal | null {
  if (!sidesOf(operation).some((side) => mayAct(side, actor, record))) return 'forbidden';
  if (operation.roles && !operation.roles.includes(actor.role)) return 'forbidden';
  if (operation.transitions[record.estado] === undefined) return 'wrongState';
  if (!mayAct(sideAt(operation, record.estado), actor, record)) return 'forbidden';
  return null;
}

/** The states of a workflow some operation leaves: a final state must not be one of them. */
export function statesLeft<S extends string>(workflow: Workflow<S>): S[] {
  return [...new Set(workflow.operations.flatMap((operation) => fromStates(operation)))];
}

/** The state `operation` leads to from `estado`, or undefined when it does not run from there. */
export function resultingState<S extends string>(operation: WorkflowOperation<S>, estado: S): S | undefined {
  return operation.transitions[estado];
}

/** The states `operation` runs from. */
export function fromStates<S extends string>(operation: WorkflowOperation<S>): S[] {
  return Object.keys(operation.transitions) as S[];
}

/** Null when the actor may save the record now; otherwise why not. */
export function refuseSave<S extends string>(
  workflow: Workflow<S>,
  actor: Actor,
  record: RecordFacts<S>,
): OperationRefusal | null {
  if (!mayAct('author', actor, record)) return 'forbidden';
  if (!workflow.editable.includes(record.estado)) return 'wrongState';
  return null;
}

/** One of `POST {self}/arquivar` and `/desarquivar`: not a workflow step (the state stays), but offered like one. */
export interface ArchiveOperation {
  name: 'arquivar' | 'desarquivar';
  flag: Extract<PermissaoFlag, 'ARQUIVAR' | 'DESARQUIVAR'>;
  successMessage: string;
}

/** The archive calls every record type has (spec 000 §7.2). */
export const ARCHIVE_OPERATIONS: readonly ArchiveOperation[] = [
  { name: 'arquivar', flag: 'ARQUIVAR', successMessage: 'Registo arquivado.' },
  { name: 'desarquivar', flag: 'DESARQUIVAR', successMessage: 'Registo desarquivado.' },
];

/** `arquivar` or `desarquivar`. */
export type ArchiveOperationName = ArchiveOperation['name'];

/** Why a record may not be archived (or brought back) now, in the words of the 409. */
export const ARCHIVE_MESSAGES = {
  notFinal: 'Só um registo num estado final pode ser arquivado.',
  alreadyArchived: 'O registo já está arquivado.',
  notArchived: 'O registo não está arquivado.',
} as const;

/**
 * Null when the addressed laboratory's user may save analyses on the record now (REGISTAR_ANALISES); otherwise
 * why not: 403 for anyone else, 409 outside the workflow's `analyses` states.
 */
export function refuseAnalysesSave<S extends string>(
  workflow: Workflow<S>,
  actor: Actor,
  record: RecordFacts<S>,
): OperationRefusal | null {
  if (!workflow.analyses || !mayAct('laboratory', actor, record)) return 'forbidden';
  if (!workflow.analyses.includes(record.estado)) return 'wrongState';
  return null;
}

/**
 * Null when the actor may archive (`arquivar`) or bring back (`desarquivar`) the record; otherwise why not.
 * Whoever may validate the type may (the full REGISTO level on its area); archiving decides nothing about the
 * content, so the four-eyes rule does not apply. Only records in a final state of the workflow.
 */
export function refuseArchive<S extends string>(
  workflow: Workflow<S>,
  name: ArchiveOperationName,
  actor: Actor,
  record: RecordFacts<S>,
): { refusal: OperationRefusal; message: string } | null {
  if (actor.level !== 'REGISTO') return { refusal: 'forbidden', message: '' };
  if (!workflow.final.includes(record.estado))
    return { refusal: 'wrongState', message: ARCHIVE_MESSAGES.notFinal };
  if (name === 'arquivar' && record.arquivado)
    return { refusal: 'wrongState', message: ARCHIVE_MESSAGES.alreadyArchived };
  if (name === 'desarquivar' && !record.arquivado)
    return { refusal: 'wrongState', message: ARCHIVE_MESSAGES.notArchived };
  return null;
}

/**
 * The `permissoes` sent with a record (computed on the server, read by the web as is). The record is assumed
 * visible to the actor: visibility is checked before, and an invisible record answers 404.
 */
export function computePermissoes<S extends string>(
  workflow: Workflow<S>,
  actor: Actor,
  record: RecordFacts<S>,
): Permissoes {
  const permissoes = noPermissoes();
  permissoes.CONSULTAR = canConsult(actor.level);
  permissoes.CRIAR = canRegister(actor.level);
  const saves = refuseSave(workflow, actor, record) === null;
  permissoes.GUARDAR = saves;
  permissoes.EDITAR = saves;
  permissoes.REGISTAR_ANALISES = refuseAnalysesSave(workflow, actor, record) === null;
  for (const operation of workflow.operations)
    if (refuseOperation(operation, actor, record) === null) permissoes[operation.flag] = true;
  for (const operation of ARCHIVE_OPERATIONS)
    if (refuseArchive(workflow, operation.name, actor, record) === null) permissoes[operation.flag] = true;
  return permissoes;
}

/** The permissions of a record that does not exist yet (the create screen): the author may fill and save it. */
export function newRecordPermissoes(actor: Actor): Permissoes {
  const permissoes = noPermissoes();
  const creates = canRegister(actor.level);
  permissoes.CONSULTAR = canConsult(actor.level);
  permissoes.CRIAR = creates;
  permissoes.GUARDAR = creates;
  permissoes.EDITAR = creates;
  return permissoes;
}
