import fs from 'node:fs';
import path from 'node:path';

/** Raised when another live process holds the embedded database. */
export class DataDirLockedError extends Error {}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a data directory: PGlite is a single-process database and two processes
 * writing the same files would corrupt it. A lock left by a dead process (SIGKILL, power loss) is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sigsa.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
        throw new DataDirLockedError(
          `A base de dados em ${dir} já está a ser usada pelo processo ${holder}. ` +
            'Pare esse processo ou use outro DATA_DIR.',
        );
      }
      fs.unlinkSync(file); // stale lock from a process that no longer exists
    }
  }
  throw new DataDirLockedError(`Não foi possível obter o acesso exclusivo a ${dir}.`);
}
