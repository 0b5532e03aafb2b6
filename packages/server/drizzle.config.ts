import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Platform tables, then each record type's own (brief §3: a record's tables live in its folder).
  schema: [
    './packages/server/src/db/schema',
    './packages/server/src/records/*/*.tables.ts',
    './packages/server/src/records/*.tables.ts',
  ],
  out: './packages/server/drizzle',
  casing: undefined,
  extensionsFilters: ['postgis'],
});
