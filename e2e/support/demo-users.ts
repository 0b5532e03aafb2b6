import type { Role } from '@sigsa/domain/access/roles';

/** Password of every demo user (README "Utilizadores de demonstração"). */
export const DEMO_PASSWORD = 'sigsa2025';

/** A demo user and what its inicio must show. */
export interface DemoUserCase {
  username: string;
  role: Role;
  /** Text inicio shows for this role (regional services, laboratory, NIF), if any. */
  expectOnInicio?: RegExp;
  /** The red "no regional service" alert. */
  noRegionalService?: boolean;
}

/** The single-role demo users the seed creates. */
export const SINGLE_ROLE_USERS: DemoUserCase[] = [
  { username: 'sigsa', role: 'ROLE_SIGSA' },
  { username: 'gestor', role: 'ROLE_MANAGER' },
  { username: 'svl', role: 'ROLE_SVL', expectOnInicio: /Região do Norte/ },
  { username: 'svr', role: 'ROLE_SVR', expectOnInicio: /Região do Centro/ },
  { username: 'svl.semdsavr', role: 'ROLE_SVL', noRegionalService: true },
  { username: 'lab', role: 'ROLE_LAB', expectOnInicio: /INIAV/ },
  { username: 'mv', role: 'ROLE_MV', expectOnInicio: /NIF: \d{9}/ },
  { username: 'mvmunicipal', role: 'ROLE_MV_MUNICIPAL', expectOnInicio: /NIF: \d{9}/ },
  { username: 'transportador', role: 'ROLE_TRANSPORTADOR' },
];

/** The demo user holding ROLE_SIGSA, ROLE_MV and ROLE_SVL. */
export const MULTI_ROLE_USER = {
  username: 'multiperfil',
  roles: ['ROLE_SIGSA', 'ROLE_MV', 'ROLE_SVL'] as Role[],
};
