import { sql } from 'drizzle-orm';
import { ROLE_LABELS, ROLES } from '@sigsa/domain/access/roles';
import { ACTIVE_KEY } from '../platform/admin/admin-resource.ts';
import {
  column,
  columnFields,
  field,
  type ResourceDefinition,
} from '../platform/resources/resource.types.ts';

// The users as Gerir lists them (000 §7.1 `GET users`, `_embedded.users`; issue 13): area `gestao` (ROLE_SIGSA
// and ROLE_MANAGER consult, others 403). A disabled account is out of the list, as an archived reference row is,
// unless the call filters on "Ativo". `GET users/{id}` is users.routes.ts's (public, full and gestao projections).

/** The roles of the user aliased `u`, sorted (text[]). */
export const USER_ROLES_EXPR = sql`ARRAY(SELECT ur.role FROM utilizador_roles ur
  WHERE ur.utilizador_id = u.id ORDER BY ur.role)`;

/** The user's laboratory as `{id, nome}`, or null. */
const laboratorioJson = sql`CASE WHEN l.id IS NULL THEN NULL ELSE json_build_object('id', l.id, 'nome', l.nome) END`;

/** The user's DSAVRs as `[{id, nome}]`, by id. */
const dsavrsJson = sql`(SELECT coalesce(json_agg(json_build_object('id', d.id, 'nome', d.nome) ORDER BY d.id),
    '[]'::json) FROM utilizador_dsavrs ud JOIN dsavrs d ON d.id = ud.dsavr_id WHERE ud.utilizador_id = u.id)`;

const ativo = column({ prop: ACTIVE_KEY, name: 'Ativo', type: 'BOOLEAN', expr: sql`u.enabled` });

const columns = [
  column({ prop: 'username', name: 'Utilizador', type: 'STRING', expr: sql`u.username` }),
  column({ prop: 'nome', name: 'Nome', type: 'STRING', expr: sql`u.nome` }),
  column({ prop: 'email', name: 'E-mail', type: 'STRING', expr: sql`u.email` }),
  column({ prop: 'nif', name: 'NIF', type: 'STRING', expr: sql`u.nif` }),
  column({ prop: 'nic', name: 'NIC', type: 'STRING', expr: sql`u.nic`, showByDefault: false }),
  column({
    prop: 'perfis',
    name: 'Perfis',
    type: 'MULTIOPTION',
    expr: USER_ROLES_EXPR,
    options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    // A semi-join the role index serves, rather than every user's roles gathered and compared.
    overlap: (values) => sql`EXISTS (SELECT 1 FROM utilizador_roles ur WHERE ur.utilizador_id = u.id
      AND ur.role = ANY(ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]))`,
  }),
  column({
    prop: 'laboratorio',
    name: 'Laboratório',
    type: 'OPTION',
    expr: sql`l.nome`,
    repository: 'laboratorios',
    properties: ['nome'],
    relation: { idExpr: sql`l.id`, codeExpr: sql`l.codigo` },
  }),
  column({
    prop: 'dsavrs',
    name: 'Serviços regionais (DSAVR)',
    type: 'LIST',
    embeddedType: 'STRING',
    expr: sql`ARRAY(SELECT d.nome FROM utilizador_dsavrs ud JOIN dsavrs d ON d.id = ud.dsavr_id
      WHERE ud.utilizador_id = u.id ORDER BY d.nome)`,
    repository: 'dsavrs',
    properties: ['nome'],
    relation: {
      idExpr: sql`ARRAY(SELECT ud.dsavr_id FROM utilizador_dsavrs ud WHERE ud.utilizador_id = u.id)`,
      codeExpr: sql`ARRAY(SELECT d.codigo FROM utilizador_dsavrs ud JOIN dsavrs d ON d.id = ud.dsavr_id
        WHERE ud.utilizador_id = u.id)`,
    },
  }),
  ativo,
  column({
    prop: 'createdOn',
    name: 'Data de criação',
    type: 'DATETIME',
    group: 'Auditoria',
    expr: sql`u.created_on`,
    showByDefault: false,
  }),
  column({
    prop: 'updatedOn',
    name: 'Data de atualização',
    type: 'DATETIME',
    group: 'Auditoria',
    expr: sql`u.updated_on`,
    showByDefault: false,
  }),
];

/** A user as Gerir's form edits it (`GET users/{id}?projection=gestao`, and every `userAccounts` answer). */
export const USER_GESTAO_FIELDS = [
  field('id', sql`u.id`, 'NUMBER'),
  field('version', sql`u.version`, 'NUMBER'),
  field('arquivado', sql`(NOT u.enabled)`, 'BOOLEAN'),
  field('assumed', sql`false`, 'BOOLEAN'),
  field('enabled', sql`u.enabled`, 'BOOLEAN'),
  field('username', sql`u.username`),
  field('nome', sql`u.nome`),
  field('email', sql`u.email`),
  field('nif', sql`u.nif`),
  field('nic', sql`u.nic`),
  field('perfis', USER_ROLES_EXPR, 'MULTIOPTION'),
  field('laboratorio', laboratorioJson, 'LIST'),
  field('dsavrs', dsavrsJson, 'LIST'),
];

/** The FROM clause of the users resource: `u` and its laboratory `l`. */
export const USERS_FROM = sql`utilizadores u LEFT JOIN laboratorios l ON l.id = u.laboratorio_id`;

export const usersResource: ResourceDefinition = {
  entity: 'users',
  area: 'gestao',
  from: USERS_FROM,
  id: sql`u.id`,
  naturalKey: null,
  columns,
  searchColumns: ['username', 'nome', 'email', 'nif', 'nic'],
  projections: {
    summary: [field('id', sql`u.id`, 'NUMBER'), ...columnFields(columns)],
    gestao: USER_GESTAO_FIELDS,
  },
  visibility: () => null,
  finders: [],
  defaultSort: ['nome,asc'],
  archived: sql`(NOT u.enabled)`,
  archivedKey: ACTIVE_KEY,
  ownSingleRead: true,
};
