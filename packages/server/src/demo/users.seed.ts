import { inArray } from 'drizzle-orm';
import type { Role } from '@sigsa/domain/access/roles';
import type { Database } from '../db/client.ts';
import { dsavrs, laboratorios } from '../db/schema/reference.ts';
import { utilizadorDsavrs, utilizadorRoles, utilizadores } from '../db/schema/users.ts';
import { hashPassword } from '../platform/auth/password.ts';

/** The password of every demo user (README "Utilizadores de demonstração"). */
export const DEMO_PASSWORD = 'sigsa2025';

/** A demo user: one per role, plus a regional user without DSAVR and a user with several roles. */
export interface DemoUser {
  username: string;
  nome: string;
  nif: string | null;
  email: string;
  nic: string | null;
  roles: Role[];
  dsavrs: string[];
  laboratorio: string | null;
}

/** The demo users, as listed in the README. */
export const DEMO_USERS: DemoUser[] = [
  {
    username: 'sigsa',
    nome: 'Ana Ferreira',
    nif: '123456789',
    email: 'ana.ferreira@sigsa.gov.pt',
    nic: null,
    roles: ['ROLE_SIGSA'],
    dsavrs: [],
    laboratorio: null,
  },
  {
    username: 'gestor',
    nome: 'Bruno Costa',
    nif: '234567899',
    email: 'bruno.costa@sigsa.gov.pt',
    nic: null,
    roles: ['ROLE_MANAGER'],
    dsavrs: [],
    laboratorio: null,
  },
  {
    username: 'svl',
    nome: 'Carla Sousa',
    nif: '245678905',
    email: 'carla.sousa@sigsa.gov.pt',
    nic: null,
    roles: ['ROLE_SVL'],
    dsavrs: ['DSAVRN'],
    laboratorio: null,
  },
  {
    username: 'svl.semdsavr',
    nome: 'Daniel Pires',
    nif: '256789010',
    email: 'daniel.pires@sigsa.gov.pt',
    nic: null,
    roles: ['ROLE_SVL'],
    dsavrs: [],
    laboratorio: null,
  },
  {
    username: 'svr',
    nome: 'Eduarda Lopes',
    nif: '267890125',
    email: 'eduarda.lopes@sigsa.gov.pt',
    nic: null,
    roles: ['ROLE_SVR'],
    dsavrs: ['DSAVRC'],
    laboratorio: null,
  },
  {
    username: 'lab',
    nome: 'Filipe Martins',
    nif: '278901239',
    email: 'filipe.martins@iniav.pt',
    nic: null,
    roles: ['ROLE_LAB'],
    dsavrs: [],
    laboratorio: 'INIAV',
  },
  {
    username: 'mv',
    nome: 'Gabriela Nunes',
    nif: '289012341',
    email: 'gabriela.nunes@vet.pt',
    nic: '4521',
    roles: ['ROLE_MV'],
    dsavrs: [],
    laboratorio: null,
  },
  {
    username: 'mvmunicipal',
    nome: 'Hugo Almeida',
    nif: '290123453',
    email: 'hugo.almeida@cm-evora.pt',
    nic: '3377',
    roles: ['ROLE_MV_MUNICIPAL'],
    dsavrs: [],
    laboratorio: null,
  },
  {
    username: 'transportador',
    nome: 'Inês Carvalho',
    nif: '501442600',
    email: 'ines.carvalho@transportes.pt',
    nic: null,
    roles: ['ROLE_TRANSPORTADOR'],
    dsavrs: [],
    laboratorio: null,
  },
  {
    username: 'multiperfil',
    nome: 'João Ribeiro',
    nif: '212345672',
    email: 'joao.ribeiro@sigsa.gov.pt',
    nic: '2890',
    roles: ['ROLE_SIGSA', 'ROLE_MV', 'ROLE_SVL'],
    dsavrs: ['DSAVRLVT'],
    laboratorio: null,
  },
];

/**
 * Creates the demo users that do not exist yet (by username), with their roles, laboratory and DSAVRs, in one
 * transaction of a few statements; returns how many were created.
 */
export async function seedDemoUsers(db: Database, users: DemoUser[] = DEMO_USERS): Promise<number> {
  return db.transaction(async (tx) => {
    const existing = new Set(
      (
        await tx
          .select({ username: utilizadores.username })
          .from(utilizadores)
          .where(
            inArray(
              utilizadores.username,
              users.map((u) => u.username),
            ),
          )
      ).map((u) => u.username),
    );
    const missing = users.filter((u) => !existing.has(u.username));
    if (missing.length === 0) return 0;
    const labCodes = [...new Set(missing.flatMap((u) => (u.laboratorio ? [u.laboratorio] : [])))];
    const labs = new Map(
      labCodes.length === 0
        ? []
        : (
            await tx
              .select({ id: laboratorios.id, codigo: laboratorios.codigo })
              .from(laboratorios)
              .where(inArray(laboratorios.codigo, labCodes))
          ).map((l) => [l.codigo, l.id]),
    );
    const dsavrCodes = [...new Set(missing.flatMap((u) => u.dsavrs))];
    const dsavrIds = new Map(
      dsavrCodes.length === 0
        ? []
        : (
            await tx
              .select({ id: dsavrs.id, codigo: dsavrs.codigo })
              .from(dsavrs)
              .where(inArray(dsavrs.codigo, dsavrCodes))
          ).map((d) => [d.codigo, d.id]),
    );
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const inserted = await tx
      .insert(utilizadores)
      .values(
        missing.map((user) => ({
          username: user.username,
          passwordHash,
          nome: user.nome,
          nif: user.nif,
          email: user.email,
          nic: user.nic,
          laboratorioId: user.laboratorio ? (labs.get(user.laboratorio) ?? null) : null,
        })),
      )
      .returning({ id: utilizadores.id, username: utilizadores.username });
    const idOf = new Map(inserted.map((u) => [u.username, u.id]));
    const id = (user: DemoUser) => {
      const found = idOf.get(user.username);
      if (found === undefined) throw new Error(`Falha ao criar o utilizador ${user.username}.`);
      return found;
    };
    const roles = missing.flatMap((user) => user.roles.map((role) => ({ utilizadorId: id(user), role })));
    if (roles.length > 0) await tx.insert(utilizadorRoles).values(roles);
    // A DSAVR not seeded (organisations.json missing) is left out, as before.
    const links = missing.flatMap((user) =>
      user.dsavrs.flatMap((codigo) => {
        const dsavrId = dsavrIds.get(codigo);
        return dsavrId === undefined ? [] : [{ utilizadorId: id(user), dsavrId }];
      }),
    );
    if (links.length > 0) await tx.insert(utilizadorDsavrs).values(links);
    return inserted.length;
  });
}
