import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/server/src/db/schema',
  out: './packages/server/drizzle',
  casing: undefined,
  extensionsFilters: ['postgis'],
});
