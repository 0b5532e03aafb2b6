import type { Tx } from '../db/client.ts';

/** What one dataset (one table, or the boundaries of one geography table) contributed to a seed run. */
export interface DatasetResult {
  /** The table seeded, e.g. `freguesias`; boundary datasets are `<table>.limites`. */
  dataset: string;
  /** The file it came from, relative to the data directory, e.g. `geo/parishes.csv`. */
  file: string;
  /** Rows (or features, or links) the file holds for this dataset. */
  rows: number;
  /** Rows added; for boundaries, polygons set where there was none. */
  inserted: number;
  /** Existing rows whose seeded values differed and were refreshed. */
  updated: number;
}

/** The outcome of {@link seedReferenceData}: what was seeded and what was skipped because its file is missing. */
export interface SeedReport {
  datasets: DatasetResult[];
  /** Datasets not seeded because their file is missing, in seed order. */
  skipped: string[];
  /** The missing files, relative to the data directory. */
  missingFiles: string[];
  durationMs: number;
}

/** One dataset family read and validated from its files, ready to be written in one transaction. */
export interface FamilyPlan {
  family: string;
  skipped: string[];
  missingFiles: string[];
  /** Writes what was read; absent when every file of the family is missing. */
  write: ((tx: Tx) => Promise<DatasetResult[]>) | null;
}
