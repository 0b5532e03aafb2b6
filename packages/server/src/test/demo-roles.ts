/** The role each demo user (`demo/`) signs in with in the API tests, by username. */
export const DEMO_ROLES: Readonly<Record<string, string>> = {
  sigsa: 'ROLE_SIGSA',
  gestor: 'ROLE_MANAGER',
  svl: 'ROLE_SVL',
  svr: 'ROLE_SVR',
  lab: 'ROLE_LAB',
  mv: 'ROLE_MV',
  mvmunicipal: 'ROLE_MV_MUNICIPAL',
  transportador: 'ROLE_TRANSPORTADOR',
};
