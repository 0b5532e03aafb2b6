import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seeded dataset: the demo data is seeded once, and the counts are reported at start. */
export const seedRuns = pgTable('seed_runs', {
  id: serial('id').primaryKey(),
  dataset: text('dataset').notNull().unique(),
  rows: integer('rows').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
