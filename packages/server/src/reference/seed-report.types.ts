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

/** A dataset family left out because one of its files exists but cannot be used (seed option `invalid: 'skip'`). */
export interface InvalidFamily {
  family: string;
  /** The file at fault, relative to the data directory. */
  file: string;
  /** What is wrong with it (the ReferenceDataError's message: file, line or entry, field). */
  message: string;
  /** The datasets of the family, none of which was written by this run. */
  datasets: string[];
}

/**
 * The outcome of {@link seedReferenceData}: what was seeded, what was skipped because its file is missing, and
 * (when invalid files are skipped) which families were left out because a file of theirs is unusable.
 */
export interface SeedReport {
  datasets: DatasetResult[];
  /** Datasets not seeded because their file is missing, in seed order. */
  skipped: string[];
  /** The missing files, relative to the data directory. */
  missingFiles: string[];
  /** Families not seeded because a file of theirs is malformed or inconsistent, in seed order. */
  invalid: InvalidFamily[];
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
