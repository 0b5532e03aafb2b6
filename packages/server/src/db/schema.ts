// Every table, for drizzle's typed client and for drizzle-kit (which reads this folder).
import * as reference from './schema/reference.ts';
import * as system from './schema/system.ts';
import * as users from './schema/users.ts';

/** The whole schema, as drizzle wants it. */
export const schema = { ...reference, ...system, ...users };

/** Type of {@link schema}. */
export type Schema = typeof schema;
