import type { Database } from '../db/client.ts';
import { planAnimalCategories } from './animal-categories.seed.ts';
import { planCustomTypes } from './custom-types.seed.ts';
import { planDiseases } from './diseases.seed.ts';
import { planGeo } from './geo.seed.ts';
import { planLab } from './lab.seed.ts';
import { planOrganisations } from './organisations.seed.ts';
import type { FamilyPlan, SeedReport } from './seed-report.types.ts';
import { planSpecies } from './species.seed.ts';

// Order matters: a family resolves the codes of the families before it (diseases → species, assays → diseases,
// organisations → districts, animal categories → species).
const FAMILIES: ((dataDir: string) => Promise<FamilyPlan>)[] = [
  planGeo,
  planSpecies,
  planDiseases,
  planCustomTypes,
  planLab,
  planOrganisations,
  planAnimalCategories,
];

/**
 * Seeds every reference dataset found under `dataDir` (`geo/`, `reference/`), idempotently: a second run inserts
 * and changes nothing. Missing files (or a missing directory) are reported as skipped; a malformed file throws a
 * ReferenceDataError before anything is written. Each dataset family is written in one transaction.
 */
export async function seedReferenceData(db: Database, dataDir: string): Promise<SeedReport> {
  const started = performance.now();
  // Read and validate every file first, so a malformed one stops the seed before any family is written.
  const plans: FamilyPlan[] = [];
  for (const plan of FAMILIES) plans.push(await plan(dataDir));
  const report: SeedReport = {
    datasets: [],
    skipped: plans.flatMap((p) => p.skipped),
    missingFiles: plans.flatMap((p) => p.missingFiles),
    durationMs: 0,
  };
  for (const { write } of plans) {
    if (write) report.datasets.push(...(await db.transaction((tx) => write(tx))));
  }
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
