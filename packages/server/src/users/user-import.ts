import { sql } from 'drizzle-orm';
import type { AdminValues } from '@sigsa/domain/admin/admin-schema';
import {
  IMPORT_MESSAGES,
  USER_IMPORT_LIST_SEPARATOR,
  USER_IMPORT_OUTCOMES,
  type UserImportLine,
  type UserImportResult,
} from '@sigsa/domain/admin/users-import';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import type { AdminActor } from '../platform/admin/admin-audit.ts';
import { adminActor, same, sqlConstraint, sqlState } from '../platform/admin/admin-writes.ts';
import type { RequestAuth } from '../platform/auth/request-auth.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { AppError, badRequest, type FieldError } from '../platform/http/errors.ts';
import { readUsersCsv, type CsvUserLine } from './user-import-csv.ts';
import {
  duplicateUserField,
  insertUser,
  newTemporaryPassword,
  parseUser,
  updateUser,
  userTransaction,
} from './user-accounts.ts';

// `POST userAccounts/importar` (ours, issue 13): every line of a users CSV goes through the form's own rules and
// writes (`insertUser`, `updateUser`: audit rows, last-admin guard, unique keys), each in a savepoint of one
// transaction so that a refused line leaves the others' outcome readable. A preview (`simular`) and an import with
// a refused line roll everything back: all or nothing.

/** Thrown to roll the transaction back while keeping what the lines would have done. */
class RolledBack extends Error {
  constructor(readonly result: UserImportResult) {
    super('importação revertida');
  }
}

/** Codes (or, for DSAVRs, acronyms) of the references a CSV names, folded to upper case, to their ids. */
interface ReferenceCodes {
  laboratorios: Map<string, number>;
  dsavrs: Map<string, number>;
}

async function referenceCodes(tx: Tx): Promise<ReferenceCodes> {
  const labs = await queryRows<{ id: number; codigo: string }>(tx, sql`SELECT id, codigo FROM laboratorios`);
  const services = await queryRows<{ id: number; codigo: string; sigla: string }>(
    tx,
    sql`SELECT id, codigo, sigla FROM dsavrs`,
  );
  return {
    laboratorios: new Map(labs.map((l) => [l.codigo.toUpperCase(), l.id])),
    dsavrs: new Map(
      services.flatMap((d) => [
        [d.sigla.toUpperCase(), d.id],
        [d.codigo.toUpperCase(), d.id],
      ]),
    ),
  };
}

const listOf = (cell: string) => cell.split(USER_IMPORT_LIST_SEPARATOR).filter((v) => v !== '');

/**
 * A line's cells as the form's values: empty text is null, roles get their `ROLE_` prefix when left out, the
 * laboratory and DSAVRs are looked up by code. Columns the file lacks are left out (an existing user keeps them).
 */
function valuesOf(line: CsvUserLine, codes: ReferenceCodes): { values: AdminValues; errors: FieldError[] } {
  const values: AdminValues = {};
  const errors: FieldError[] = [];
  for (const [key, cell] of Object.entries(line.cells)) {
    if (key === 'perfis')
      values.perfis = listOf(cell).map((r) => {
        const role = r.toUpperCase();
        return role.startsWith('ROLE_') ? role : `ROLE_${role}`;
      });
    else if (key === 'laboratorio') {
      const id = cell === '' ? null : codes.laboratorios.get(cell.toUpperCase());
      if (id === undefined) errors.push({ field: key, message: IMPORT_MESSAGES.unknownLaboratory(cell) });
      else values.laboratorio = id;
    } else if (key === 'dsavrs') {
      values.dsavrs = listOf(cell).flatMap((code) => {
        const id = codes.dsavrs.get(code.toUpperCase());
        if (id === undefined) errors.push({ field: key, message: IMPORT_MESSAGES.unknownDsavr(code) });
        return id === undefined ? [] : [id];
      });
    } else values[key] = cell === '' ? null : cell;
  }
  return { values, errors };
}

/** The field errors an error of a line's write carries; rethrows what is not the line's fault. */
function lineErrors(error: unknown): FieldError[] {
  if (error instanceof AppError)
    return error.errors && error.errors.length > 0 ? error.errors : [{ field: '', message: error.message }];
  if (sqlState(error) === '23505') return [duplicateUserField(sqlConstraint(error))];
  throw error;
}

/** Users by username, among those the file names. */
async function existingIds(tx: Database | Tx, usernames: string[]): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: number; username: string }>(
    tx,
    sql`SELECT id, username FROM utilizadores
        WHERE username IN (SELECT jsonb_array_elements_text(${JSON.stringify(usernames)}::jsonb))`,
  );
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** One line's outcome, written in its own savepoint (undone alone when refused). */
async function importLine(
  tx: Tx,
  actor: AdminActor,
  callerId: number | undefined,
  line: CsvUserLine,
  context: { codes: ReferenceCodes; existing: Map<string, number>; hashes: Map<string, PasswordPair> },
): Promise<UserImportLine> {
  const username = line.cells.username ?? '';
  const outcome = (
    resultado: UserImportLine['resultado'],
    campos: string[] = [],
    erros: FieldError[] = [],
  ) => ({
    linha: line.linha,
    username,
    resultado,
    campos,
    erros,
  });
  if (line.problem) return outcome('erro', [], [{ field: '', message: line.problem }]);
  const { values, errors } = valuesOf(line, context.codes);
  if (errors.length > 0) return outcome('erro', [], errors);
  const id = context.existing.get(username);
  try {
    return await tx.transaction(async (savepoint) => {
      if (id !== undefined) {
        const { changed } = await updateUser(savepoint, actor, callerId, id, values);
        return outcome(changed.length > 0 ? 'alterada' : 'igual', changed);
      }
      // Columns the file lacks are empty for a new user; the form's rules then say what is missing.
      const full = parseUser({ perfis: [], dsavrs: [], laboratorio: null, ...values });
      const pair = context.hashes.get(username) ?? (await newTemporaryPassword());
      await insertUser(savepoint, actor, full, pair.hash);
      const campos = Object.keys(values).filter((key) => !same(values[key], null) && !same(values[key], []));
      return { ...outcome('nova', campos), palavraPasseTemporaria: pair.password };
    });
  } catch (error) {
    return outcome('erro', [], lineErrors(error));
  }
}

interface PasswordPair {
  password: string;
  hash: string;
}

/** Temporary passwords of the lines naming no existing user, hashed before the transaction (argon2 is slow). */
async function passwordsFor(usernames: string[]): Promise<Map<string, PasswordPair>> {
  const pairs = await Promise.all(usernames.map(async (u) => [u, await newTemporaryPassword()] as const));
  return new Map(pairs);
}

function resultOf(linhas: UserImportLine[], aplicada: boolean): UserImportResult {
  const totais = Object.fromEntries(USER_IMPORT_OUTCOMES.map((o) => [o, 0])) as UserImportResult['totais'];
  for (const line of linhas) totais[line.resultado] += 1;
  return {
    aplicada,
    // A preview gives no password: none was kept.
    linhas: aplicada ? linhas : linhas.map(({ palavraPasseTemporaria: _, ...line }) => line),
    totais,
  };
}

/** A line repeating an earlier line's username is refused (which one would win?). */
function repeatedUsernames(lines: CsvUserLine[]): Map<number, number> {
  const first = new Map<string, number>();
  const repeats = new Map<number, number>();
  for (const line of lines) {
    const username = line.cells.username ?? '';
    const seen = first.get(username);
    if (seen !== undefined && username !== '') repeats.set(line.linha, seen);
    else first.set(username, line.linha);
  }
  return repeats;
}

/**
 * Previews (`apply` false) or applies a users CSV. The preview answers each line's outcome and writes nothing;
 * the import writes every line or, when one is refused, nothing (400 naming each refused line's fields as
 * `linhas[<n>].<field>`). New users' temporary passwords are answered once, by the import.
 */
export async function importUsers(
  db: Database,
  sessions: SessionStore,
  auth: RequestAuth | null,
  text: unknown,
  apply: boolean,
): Promise<UserImportResult> {
  const actor = adminActor(auth);
  if (typeof text !== 'string') throw badRequest(IMPORT_MESSAGES.contentType);
  const { lines } = readUsersCsv(text);
  const usernames = lines.map((l) => l.cells.username ?? '').filter((u) => u !== '');
  const before = await existingIds(db, usernames);
  const hashes = apply ? await passwordsFor(usernames.filter((u) => !before.has(u))) : new Map();
  const repeats = repeatedUsernames(lines);
  let result: UserImportResult;
  try {
    result = await userTransaction(db, sessions, async (tx) => {
      const context = { codes: await referenceCodes(tx), existing: await existingIds(tx, usernames), hashes };
      const linhas: UserImportLine[] = [];
      for (const line of lines) {
        const repeat = repeats.get(line.linha);
        linhas.push(
          repeat !== undefined
            ? {
                linha: line.linha,
                username: line.cells.username ?? '',
                resultado: 'erro',
                campos: [],
                erros: [{ field: 'username', message: IMPORT_MESSAGES.repeatedUsername(repeat) }],
              }
            : await importLine(tx, actor, auth?.userId, line, context),
        );
      }
      const refused = linhas.some((l) => l.resultado === 'erro');
      if (!apply || refused) throw new RolledBack(resultOf(linhas, false));
      return resultOf(linhas, true);
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    result = error.result;
  }
  if (apply && !result.aplicada)
    throw badRequest(
      IMPORT_MESSAGES.notApplied,
      result.linhas.flatMap((l) =>
        l.erros.map((e) => ({
          field: `linhas[${l.linha}]${e.field ? `.${e.field}` : ''}`,
          message: e.message,
        })),
      ),
    );
  return result;
}
