import { ROLE_LABELS, ROLES, VETERINARIAN_ROLES } from '../../access/roles.ts';
import type { AdminEntity, AdminField } from '../admin-entity.ts';

// Users (000 §3 "User", §7.1; issue 13): one entity, three Gerir entries — every user, the laboratories' users and
// the veterinarians — written through `userAccounts`.

/** The username: what reports and audit rows key on, so it never changes (issue 13). */
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,64}$/;

const FIELDS: readonly AdminField[] = [
  {
    key: 'username',
    label: 'Utilizador',
    input: 'text',
    required: true,
    immutable: true,
    unique: true,
    maxLength: 64,
    pattern: {
      regex: USERNAME_PATTERN,
      message: 'Use 3 a 64 letras minúsculas, algarismos, ponto, hífen ou sublinhado.',
    },
  },
  { key: 'nome', label: 'Nome', input: 'text', required: true, personal: true },
  { key: 'email', label: 'E-mail', input: 'text', format: 'email', personal: true },
  {
    key: 'nif',
    label: 'NIF',
    input: 'text',
    format: 'nif',
    maxLength: 9,
    unique: true,
    personal: true,
    requiredWhen: { field: 'perfis', equals: VETERINARIAN_ROLES },
    description: 'Obrigatório para os médicos veterinários.',
  },
  { key: 'nic', label: 'NIC', input: 'text', maxLength: 32, personal: true },
  {
    key: 'perfis',
    label: 'Perfis',
    input: 'multioption',
    required: true,
    options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  },
  {
    key: 'laboratorio',
    label: 'Laboratório',
    input: 'search',
    repository: 'laboratorios',
    visibleWhen: { field: 'perfis', equals: ['ROLE_LAB'] },
    requiredWhen: { field: 'perfis', equals: ['ROLE_LAB'] },
  },
  {
    key: 'dsavrs',
    label: 'Serviços regionais (DSAVR)',
    input: 'multisearch',
    repository: 'dsavrs',
    visibleWhen: { field: 'perfis', equals: ['ROLE_SVL', 'ROLE_SVR'] },
  },
];

const USER = {
  entity: 'users',
  writeEntity: 'userAccounts',
  singular: 'Utilizador',
  nameField: 'nome',
  menu: true,
  fields: FIELDS,
} as const;

export const UTILIZADORES_ADMIN: AdminEntity = {
  ...USER,
  path: 'utilizadores',
  title: 'Utilizadores',
};

export const UTILIZADORES_LABORATORIO_ADMIN: AdminEntity = {
  ...USER,
  path: 'utilizadores-laboratorio',
  title: 'Utilizadores de laboratório',
  singular: 'Utilizador de laboratório',
  view: { filter: { key: 'perfis', value: ['ROLE_LAB'] }, defaults: { perfis: ['ROLE_LAB'] } },
};

export const MEDICOS_VETERINARIOS_ADMIN: AdminEntity = {
  ...USER,
  path: 'medicos-veterinarios',
  title: 'Médicos veterinários',
  singular: 'Médico veterinário',
  view: { filter: { key: 'perfis', value: VETERINARIAN_ROLES }, defaults: { perfis: ['ROLE_MV'] } },
};
