import type { AccessLevel } from '@sigsa/domain/access/access-levels';
import type { Area } from '@sigsa/domain/access/areas';
import type { Role } from '@sigsa/domain/access/roles';
import type { SessionInfo } from './sessions.ts';

/** Who is calling: the session, and the role named by `?role=` (checked against the roles the user holds). */
export interface RequestAuth {
  session: SessionInfo;
  userId: number;
  username: string;
  roles: Role[];
  role: Role | null;
  /** Access levels of `role` per area (permissoesAtuais); empty when no role was named. */
  levels: Partial<Record<Area, AccessLevel>>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null on public routes called without a session. */
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, health, config, docs). */
    public?: boolean;
  }
}
