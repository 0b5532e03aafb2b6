import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Bump when the reference seed's code changes what it writes from the same files, so that databases seeded by
 * the old code are seeded again at their next start.
 */
export const REFERENCE_SEED_VERSION = 1;

/** Every file under `dir`, as paths relative to it, sorted; a missing directory has none. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(dir, prefix), { withFileTypes: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/**
 * SHA-256 of the seed version and of every file's name and bytes under the reference data directory. The same
 * fingerprint as the last successful seed means the seed would change nothing, so the start can skip reading
 * and parsing megabytes of polygons (time, and memory the process would keep).
 */
export async function referenceDataFingerprint(dataDir: string): Promise<string> {
  const hash = createHash('sha256').update(`sigsa-reference-seed:${REFERENCE_SEED_VERSION}\n`);
  for (const file of await listFiles(dataDir)) {
    const bytes = await fs.readFile(path.join(dataDir, file));
    hash.update(`${file}\n${bytes.length}\n`).update(bytes);
  }
  return hash.digest('hex');
}
