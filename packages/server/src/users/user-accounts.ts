import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import type { AdminField } from '@sigsa/domain/admin/admin-entity';
import { duplicateMessage, immutableMessage } from '@sigsa/domain/admin/admin-registry';
import { adminSchema, type AdminValues } from '@sigsa/domain/admin/admin-schema';
import { UTILIZADORES_ADMIN } from '@sigsa/domain/admin/entities/utilizadores.admin';
import { passwordChangeSchema, PASSWORD_WRONG_MESSAGE } from '@sigsa/domain/access/password-rules';
import { PT } from '@sigsa/domain/validation/form-schema';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import { writeGestaoChange, type AdminActor } from '../platform/admin/admin-audit.ts';
import {
  adminActor,
  checkReferences,
  checkUnique,
  inTransaction,
  refusedFields,
  same,
  type UniqueTarget,
} from '../platform/admin/admin-writes.ts';
import type { RequestAuth } from '../platform/auth/request-auth.ts';
import { hashPassword, verifyPassword } from '../platform/auth/password.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { ACCOUNT_POLICY, accountKey, type AttemptThrottle } from '../platform/auth/throttle.ts';
import { conflict, notFound, unauthorized, type FieldError } from '../platform/http/errors.ts';
import { loadOne, type RowSource } from '../platform/resources/list-query.ts';
import { present, rowSource } from '../platform/resources/resource.routes.ts';
import { ADMIN_TABLES } from '../reference/reference.admin.ts';
import { USER_GESTAO_FIELDS, usersResource } from './users.resource.ts';

// Users in Gerir (000 §7.1 `POST userAccounts`, `PATCH userAccounts/{id}`, `POST accounts/{id}/resetPassword`;
// issue 13): validated with the users descriptor's schema, each write in one transaction with its audit row in
// `alteracoes_gestao` (entidade `users`; never a password nor its hash). A password Gerir gives (creation, reset)
// is random, shown once, and must be changed at the next sign-in; deactivating or resetting ends the user's
// sessions in the same transaction.

/** A user as Gerir's form edits it (`projection=gestao`). */
export interface GestaoUser {
  id: number;
  version: number;
  arquivado: boolean;
  assumed: false;
  enabled: boolean;
  username: string;
  nome: string;
  email: string | null;
  nif: string | null;
  nic: string | null;
  perfis: Role[];
  laboratorio: { id: number; nome: string } | null;
  dsavrs: { id: number; nome: string }[];
  _links?: { self: { href: string } };
}

/** Operations of a user's audit rows, beside the generic `criar` and `alterar`. */
type UserOperation = 'criar' | 'alterar' | 'ativar' | 'desativar' | 'repor palavra-passe';

export const SELF_DEACTIVATION_MESSAGE = 'Não pode desativar a sua própria conta.';
export const LAST_SIGSA_MESSAGE =
  'É o último utilizador ativo com o perfil ROLE_SIGSA: não pode ser desativado nem perder esse perfil.';
export const SELF_RESET_MESSAGE =
  'Não pode repor a sua própria palavra-passe: use "Alterar palavra-passe" no menu do utilizador.';
export const ENABLED_MESSAGE = 'O campo "enabled" deve ser true ou false.';

/** The role whose last enabled holder may not be lost (it alone administers Gerir). */
const ADMIN_ROLE: Role = 'ROLE_SIGSA';

/** Characters of a temporary password: no look-alikes (0/O, 1/l/I). */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const TEMPORARY_PASSWORD_LENGTH = 16;

/** A random temporary password (16 characters, ~93 bits, from the OS's CSPRNG). */
export function temporaryPassword(): string {
  let password = '';
  for (let i = 0; i < TEMPORARY_PASSWORD_LENGTH; i++)
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

const SOURCE: RowSource = { resource: usersResource, conditions: [] };

async function readUser(db: Database | Tx, id: number): Promise<GestaoUser | null> {
  return (await loadOne(db, SOURCE, USER_GESTAO_FIELDS, sql`u.id = ${id}`)) as GestaoUser | null;
}

/** `GET users/{id}?projection=gestao`: for callers who consult Gerir (403 otherwise); null when none. */
export async function readGestaoUser(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<GestaoUser | null> {
  const source = await rowSource(db, usersResource, request, [], { listing: false });
  const record = await loadOne(db, source, USER_GESTAO_FIELDS, sql`u.id = ${id}`);
  return record ? (present(usersResource, record, true) as unknown as GestaoUser) : null;
}

/** The row locked for the transaction's writes, as Gerir shows it (404 when there is none). */
async function lockUser(tx: Tx, id: number): Promise<GestaoUser> {
  const locked = await queryRows(tx, sql`SELECT id FROM utilizadores WHERE id = ${id} FOR UPDATE`);
  const user = locked.length > 0 ? await readUser(tx, id) : null;
  if (!user) throw notFound();
  return user;
}

/** The stored user as the API takes it: references by id. */
function inputOf(user: GestaoUser): AdminValues {
  return {
    username: user.username,
    nome: user.nome,
    email: user.email,
    nif: user.nif,
    nic: user.nic,
    perfis: user.perfis,
    laboratorio: user.laboratorio?.id ?? null,
    dsavrs: user.dsavrs.map((d) => d.id),
  };
}

/** What the audit keeps of a user: the form's fields and whether it is enabled; never a password. */
function snapshot(user: GestaoUser | null) {
  if (!user) return null;
  const { username, nome, email, nif, nic, perfis, laboratorio, dsavrs, enabled } = user;
  return { username, nome, email, nif, nic, perfis, laboratorio, dsavrs, enabled, arquivado: !enabled };
}

async function audit(
  tx: Tx,
  id: number,
  operacao: UserOperation,
  actor: AdminActor,
  before: GestaoUser | null,
  after: GestaoUser | null,
): Promise<void> {
  await writeGestaoChange(
    tx,
    {
      entidade: usersResource.entity,
      registoId: id,
      operacao,
      antes: snapshot(before),
      depois: snapshot(after),
    },
    actor,
  );
}

/** The 400 of refused fields: its message names the first, `errors` all (one per field). */
function refused(errors: FieldError[]) {
  const seen = new Set<string>();
  return refusedFields(errors.filter((e) => !seen.has(e.field) && seen.add(e.field)));
}

/** The parsed user, or the 400 naming each refused field (a list's item under the list's key). */
export function parseUser(values: AdminValues): AdminValues {
  const result = adminSchema(UTILIZADORES_ADMIN).safeParse(values, PT);
  // In the order they are read back (roles by name, DSAVRs by id), so that a reordered list is no change.
  if (result.success)
    return {
      ...result.data,
      perfis: [...(result.data.perfis as string[])].sort(),
      dsavrs: [...(result.data.dsavrs as number[])].sort((a, b) => a - b),
    };
  throw refused(
    result.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
  );
}

const FIELD = new Map(UTILIZADORES_ADMIN.fields.map((f) => [f.key, f]));
const fieldOf = (key: string): AdminField => FIELD.get(key) as AdminField;

/** The unique index on users' NIF (a write racing another with the same NIF breaks it). */
const NIF_CONSTRAINT = 'utilizadores_nif_key';

/** Users are unique by username and NIF, each in its own column. */
const UNIQUE_USER: UniqueTarget = { table: 'utilizadores', column: (field) => field.key };

/**
 * Gerir must keep an enabled ROLE_SIGSA holder: a change that disables or takes ROLE_SIGSA from one is refused
 * when no other enabled user holds it (409). The holders are locked, so two such changes never both pass.
 */
async function checkLastAdmin(tx: Tx, id: number, before: GestaoUser, enabled: boolean, perfis: Role[]) {
  const wasAdmin = before.enabled && before.perfis.includes(ADMIN_ROLE);
  if (!wasAdmin || (enabled && perfis.includes(ADMIN_ROLE))) return;
  const others = await queryRows(
    tx,
    sql`SELECT u.id FROM utilizadores u
        WHERE u.enabled AND u.id <> ${id}
          AND EXISTS (SELECT 1 FROM utilizador_roles ur WHERE ur.utilizador_id = u.id AND ur.role = ${ADMIN_ROLE})
        ORDER BY u.id FOR UPDATE`,
  );
  if (others.length === 0) throw conflict(LAST_SIGSA_MESSAGE);
}

async function writeRoles(tx: Tx, id: number, perfis: readonly string[]): Promise<void> {
  await tx.execute(sql`DELETE FROM utilizador_roles WHERE utilizador_id = ${id}`);
  if (perfis.length > 0)
    await tx.execute(
      sql`INSERT INTO utilizador_roles (utilizador_id, role)
          SELECT ${id}, x FROM jsonb_array_elements_text(${JSON.stringify(perfis)}::jsonb) AS x`,
    );
}

async function writeDsavrs(tx: Tx, id: number, dsavrs: readonly number[]): Promise<void> {
  await tx.execute(sql`DELETE FROM utilizador_dsavrs WHERE utilizador_id = ${id}`);
  if (dsavrs.length > 0)
    await tx.execute(
      sql`INSERT INTO utilizador_dsavrs (utilizador_id, dsavr_id)
          SELECT ${id}, x::int FROM jsonb_array_elements_text(${JSON.stringify(dsavrs)}::jsonb) AS x`,
    );
}

/** Ends every session of user `id` (its next call is 401). */
async function endSessions(tx: Tx, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM sessoes WHERE utilizador_id = ${id}`);
}

/** The field a unique violation on `utilizadores` was about: its NIF index, else the username's. */
export function duplicateUserField(constraint: string | null): FieldError {
  const field = constraint === NIF_CONSTRAINT ? 'nif' : 'username';
  return { field, message: duplicateMessage(fieldOf(field).label) };
}

/**
 * Runs a user write in Gerir's transaction (a username or NIF taken meanwhile answers 409 on it); then forgets the
 * sessions the store kept, since roles, `enabled` or the sessions themselves may have changed.
 */
export async function userTransaction<T>(
  db: Database,
  sessions: SessionStore,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await inTransaction(db, work, (constraint) => {
      const error = duplicateUserField(constraint);
      return conflict(error.message, [error]);
    });
  } finally {
    sessions.forgetAll();
  }
}

/**
 * Inserts a user checked against Gerir's references and unique keys, with its roles, DSAVRs and audit row; the
 * password is given hashed and is temporary (changed at the first sign-in).
 */
export async function insertUser(
  tx: Tx,
  actor: AdminActor,
  values: AdminValues,
  passwordHash: string,
): Promise<GestaoUser> {
  await checkReferences(tx, ADMIN_TABLES, UTILIZADORES_ADMIN.fields, values, null);
  await checkUnique(tx, UNIQUE_USER, values, null, UTILIZADORES_ADMIN.fields);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO utilizadores
          (username, password_hash, nome, nif, email, nic, laboratorio_id, palavra_passe_temporaria, enabled)
        VALUES (${values.username as string}, ${passwordHash}, ${values.nome as string},
          ${values.nif as string | null}, ${values.email as string | null}, ${values.nic as string | null},
          ${values.laboratorio as number | null}, true, true)
        RETURNING id`,
  );
  if (!row) throw new Error('utilizadores: a inserção não devolveu o id.');
  await writeRoles(tx, row.id, values.perfis as string[]);
  await writeDsavrs(tx, row.id, values.dsavrs as number[]);
  const after = await lockUser(tx, row.id);
  await audit(tx, row.id, 'criar', actor, null, after);
  return after;
}

/** A new temporary password and its hash. */
export async function newTemporaryPassword(): Promise<{ password: string; hash: string }> {
  const password = temporaryPassword();
  return { password, hash: await hashPassword(password) };
}

/** `POST userAccounts`: a new user with a temporary password, answered once with it. */
export async function createUser(
  db: Database,
  sessions: SessionStore,
  auth: RequestAuth | null,
  body: AdminValues,
): Promise<GestaoUser & { palavraPasseTemporaria: string }> {
  const actor = adminActor(auth);
  const values = parseUser(body);
  const { password, hash } = await newTemporaryPassword();
  const user = await userTransaction(db, sessions, (tx) => insertUser(tx, actor, values, hash));
  return {
    ...(present(usersResource, { ...user }, true) as unknown as GestaoUser),
    palavraPasseTemporaria: password,
  };
}

/** A user edit's outcome: the user after it, and the keys of the form's fields it changed. */
export interface UserUpdate {
  user: GestaoUser;
  changed: string[];
}

/**
 * Edits user `id` in the caller's transaction: the form's fields `body` gives (one left out keeps its value),
 * `version` when given (stale → 409), `enabled` when given. The username never changes (400); nobody deactivates
 * themselves (`callerId`), nor the last enabled ROLE_SIGSA holder (409). Deactivating ends the user's sessions.
 */
export async function updateUser(
  tx: Tx,
  actor: AdminActor,
  callerId: number | undefined,
  id: number,
  body: AdminValues,
): Promise<UserUpdate> {
  const before = await lockUser(tx, id);
  if (body.version !== undefined && body.version !== null && body.version !== before.version)
    throw conflict();
  if ('username' in body && body.username !== before.username) {
    const message = immutableMessage(fieldOf('username').label);
    throw refused([{ field: 'username', message }]);
  }
  const stored = inputOf(before);
  const given = Object.fromEntries(Object.entries(body).filter(([key]) => FIELD.has(key)));
  // `{ enabled }` alone checks no field: a user whose stored data predates the rules can still be deactivated.
  const values = Object.keys(given).length > 0 ? parseUser({ ...stored, ...given }) : stored;
  const enabled = typeof body.enabled === 'boolean' ? body.enabled : before.enabled;
  const changed = UTILIZADORES_ADMIN.fields.filter((f) => !same(values[f.key], stored[f.key]));
  const enabling = enabled !== before.enabled;
  if (changed.length === 0 && !enabling) return { user: before, changed: [] };
  if (!enabled && enabling && id === callerId) throw conflict(SELF_DEACTIVATION_MESSAGE);
  await checkLastAdmin(tx, id, before, enabled, values.perfis as Role[]);
  await checkReferences(tx, ADMIN_TABLES, UTILIZADORES_ADMIN.fields, values, stored);
  await checkUnique(tx, UNIQUE_USER, values, id, changed);
  const keys = new Set(changed.map((f) => f.key));
  const columns = (['nome', 'email', 'nif', 'nic'] as const)
    .filter((key) => keys.has(key))
    .map((key) => sql`${sql.identifier(key)} = ${values[key] as string | null}`);
  if (keys.has('laboratorio')) columns.push(sql`laboratorio_id = ${values.laboratorio as number | null}`);
  if (enabling) columns.push(sql`enabled = ${enabled}`);
  await tx.execute(
    sql`UPDATE utilizadores SET ${sql.join(
      [...columns, sql`version = version + 1`, sql`updated_on = now()`],
      sql`, `,
    )} WHERE id = ${id}`,
  );
  if (keys.has('perfis')) await writeRoles(tx, id, values.perfis as string[]);
  if (keys.has('dsavrs')) await writeDsavrs(tx, id, values.dsavrs as number[]);
  if (!enabled) await endSessions(tx, id);
  const after = await lockUser(tx, id);
  const operacao = changed.length > 0 ? 'alterar' : enabled ? 'ativar' : 'desativar';
  await audit(tx, id, operacao, actor, before, after);
  return { user: after, changed: [...keys] };
}

/**
 * `PATCH userAccounts/{id}`: the form's fields and `version`, or `{ enabled }` (000 §7.1: activate/deactivate),
 * or both; see {@link updateUser}.
 */
export async function saveUser(
  db: Database,
  sessions: SessionStore,
  auth: RequestAuth | null,
  id: number,
  body: AdminValues,
): Promise<GestaoUser> {
  const actor = adminActor(auth);
  if ('enabled' in body && typeof body.enabled !== 'boolean')
    throw refused([{ field: 'enabled', message: ENABLED_MESSAGE }]);
  const { user } = await userTransaction(db, sessions, (tx) => updateUser(tx, actor, auth?.userId, id, body));
  return present(usersResource, { ...user }, true) as unknown as GestaoUser;
}

/**
 * `POST accounts/{id}/resetPassword`: a new temporary password, answered once; the user's sessions end. One's
 * own password is changed, not reset (409).
 */
export async function resetPassword(
  db: Database,
  sessions: SessionStore,
  auth: RequestAuth | null,
  id: number,
): Promise<{ palavraPasseTemporaria: string }> {
  const actor = adminActor(auth);
  if (id === auth?.userId) throw conflict(SELF_RESET_MESSAGE);
  const { password, hash: passwordHash } = await newTemporaryPassword();
  await userTransaction(db, sessions, async (tx) => {
    const user = await lockUser(tx, id);
    await tx.execute(
      sql`UPDATE utilizadores SET password_hash = ${passwordHash}, palavra_passe_temporaria = true,
            updated_on = now() WHERE id = ${id}`,
    );
    await endSessions(tx, id);
    await audit(tx, id, 'repor palavra-passe', actor, user, user);
  });
  return { palavraPasseTemporaria: password };
}

/**
 * `POST accounts/current/alterarPalavraPasse` (ours, issue 13 "Passwords"): the current password must match
 * (400 on `palavraPasseAtual`; each miss counts as a failed sign-in of the account, 429 once it is locked), the
 * new one follow the domain's rules (12 characters or more, not the username, not common, not the current). The
 * temporary flag clears; the user's other sessions end, this one goes on.
 */
export async function changeOwnPassword(
  db: Database,
  sessions: SessionStore,
  throttle: AttemptThrottle,
  auth: RequestAuth | null,
  body: unknown,
): Promise<void> {
  if (!auth) throw unauthorized();
  const parsed = passwordChangeSchema(auth.username).safeParse(body, PT);
  if (!parsed.success)
    throw refused(
      parsed.error.issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })),
    );
  const { palavraPasseAtual, palavraPasseNova } = parsed.data;
  // Guessing the current password from a session left open counts as failed sign-ins of the account (429).
  const key = accountKey(auth.username);
  await throttle.assertNotLocked([key]);
  const [row] = await queryRows<{ hash: string }>(
    db,
    sql`SELECT password_hash AS hash FROM utilizadores WHERE id = ${auth.userId}`,
  );
  if (!row) throw unauthorized();
  if (!(await verifyPassword(row.hash, palavraPasseAtual))) {
    await throttle.recordFailure(key, ACCOUNT_POLICY);
    throw refused([{ field: 'palavraPasseAtual', message: PASSWORD_WRONG_MESSAGE }]);
  }
  await throttle.reset(key);
  const passwordHash = await hashPassword(palavraPasseNova);
  await userTransaction(db, sessions, async (tx) => {
    await tx.execute(
      sql`UPDATE utilizadores SET password_hash = ${passwordHash}, palavra_passe_temporaria = false,
            updated_on = now() WHERE id = ${auth.userId}`,
    );
    await tx.execute(
      sql`DELETE FROM sessoes WHERE utilizador_id = ${auth.userId} AND token_hash <> ${auth.session.tokenHash}`,
    );
  });
}
