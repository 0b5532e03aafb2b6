import type { Database } from '../db/client.ts';
import { ANIMAL_CATEGORIES_DATASETS, planAnimalCategories } from './animal-categories.seed.ts';
import { CUSTOM_TYPES_DATASETS, planCustomTypes } from './custom-types.seed.ts';
import { ReferenceDataError } from './dataset-file.reader.ts';
import { DISEASES_DATASETS, planDiseases } from './diseases.seed.ts';
import { GEO_DATASETS, planGeo } from './geo.seed.ts';
import { LAB_DATASETS, planLab } from './lab.seed.ts';
import { ORGANISATIONS_DATASETS, planOrganisations } from './organisations.seed.ts';
import type { FamilyPlan, InvalidFamily, SeedReport } from './seed-report.types.ts';
import { planSpecies, SPECIES_DATASETS } from './species.seed.ts';

/** One family of reference datasets: how to read it, and the datasets it writes. */
interface Family {
  family: string;
  datasets: readonly string[];
  plan: (dataDir: string) => Promise<FamilyPlan>;
}

// Order matters: a family resolves the codes of the families before it (diseases → species, assays → diseases,
// organisations → districts, animal categories → species).
const FAMILIES: Family[] = [
  { family: 'geo', datasets: GEO_DATASETS, plan: planGeo },
  { family: 'species', datasets: SPECIES_DATASETS, plan: planSpecies },
  { family: 'diseases', datasets: DISEASES_DATASETS, plan: planDiseases },
  { family: 'customTypes', datasets: CUSTOM_TYPES_DATASETS, plan: planCustomTypes },
  { family: 'lab', datasets: LAB_DATASETS, plan: planLab },
  { family: 'organisations', datasets: ORGANISATIONS_DATASETS, plan: planOrganisations },
  { family: 'animalCategories', datasets: ANIMAL_CATEGORIES_DATASETS, plan: planAnimalCategories },
];

/** What the seed does with a file that exists but cannot be used (bad JSON or CSV, wrong shape, unknown codes). */
export interface SeedReferenceOptions {
  /**
   * `throw` (default): a ReferenceDataError, before anything is written when the file fails to read or validate.
   * `skip`: the file's whole family is left out, as if its files were missing, and reported in `invalid`; the
   * other families are seeded. A family that fails while being written is rolled back, so it is never half
   * written either way.
   */
  invalid?: 'throw' | 'skip';
}

function invalidFamily(family: Family, error: ReferenceDataError): InvalidFamily {
  return { family: family.family, file: error.file, message: error.message, datasets: [...family.datasets] };
}

/**
 * Seeds every reference dataset found under `dataDir` (`geo/`, `reference/`), idempotently: a second run inserts
 * and changes nothing. Missing files (or a missing directory) are reported as skipped; a malformed file throws a
 * ReferenceDataError before anything is written (or, with `invalid: 'skip'`, leaves its family out). Each dataset
 * family is written in one transaction.
 */
export async function seedReferenceData(
  db: Database,
  dataDir: string,
  opts: SeedReferenceOptions = {},
): Promise<SeedReport> {
  const started = performance.now();
  const skipInvalid = opts.invalid === 'skip';
  // Read and validate every file first, so a malformed one stops the seed before any family is written.
  const plans: { family: Family; plan: FamilyPlan }[] = [];
  const invalid: InvalidFamily[] = [];
  for (const family of FAMILIES) {
    try {
      plans.push({ family, plan: await family.plan(dataDir) });
    } catch (error) {
      if (!(skipInvalid && error instanceof ReferenceDataError)) throw error;
      invalid.push(invalidFamily(family, error));
    }
  }
  const report: SeedReport = {
    datasets: [],
    skipped: plans.flatMap((p) => p.plan.skipped),
    missingFiles: plans.flatMap((p) => p.plan.missingFiles),
    invalid,
    durationMs: 0,
  };
  for (const { family, plan } of plans) {
    if (!plan.write) continue;
    const write = plan.write;
    try {
      report.datasets.push(...(await db.transaction((tx) => write(tx))));
    } catch (error) {
      if (!(skipInvalid && error instanceof ReferenceDataError)) throw error;
      report.invalid.push(invalidFamily(family, error));
    }
  }
  // Seed order, whether a family failed while being read or while being written.
  const order = FAMILIES.map((f) => f.family);
  report.invalid.sort((a, b) => order.indexOf(a.family) - order.indexOf(b.family));
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
