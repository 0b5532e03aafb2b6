import type { Role } from '@sigsa/domain/access/roles';
import {
  hasPendingChanges,
  loadDocumentItems,
  type DocumentItem,
  type DocumentSource,
} from '../../components/document-items.ts';
import { uploadDocuments } from '../../components/documents-api.ts';
import type { HalLink } from '../record-api.ts';

// The attachments of a record's parts (a lab result, each row: issue 12 "Documents gain child owners"), held
// by the record's form as document items and sent once the record is saved (spec 002 §7: "after saving,
// attachments are uploaded … for each sub-item and for the record itself"). The screen is rebuilt from the
// server's answer after every save, so what a save could not send is kept here for the form that reopens.

/** What could not be sent, by the documents' base address, until the form there opens again. */
const unsent = new Map<string, DocumentItem[]>();

/**
 * The items a form opens with for the documents at `base`: the stored ones (spec 000 §4.1 "on load"), then any
 * the last save could not send, as they failed (ERROR, with its message). `base` null: nothing stored yet.
 */
export function documentItemsAt(
  base: string | null,
  stored: readonly DocumentSource[] | null | undefined,
): DocumentItem[] {
  const items = loadDocumentItems(stored);
  if (base === null) return items;
  const left = unsent.get(base) ?? [];
  unsent.delete(base);
  return [...items, ...left];
}

/** One set of items to send and where: a part of the saved record. */
export interface DocumentsJob {
  items: readonly DocumentItem[];
  /** The documents' base address, e.g. `{record}/anexos/resultadosLaboratoriais`. */
  base: string;
  /** Each step of the items (progress, answers), for a screen that shows them meanwhile. */
  onChange?: (items: DocumentItem[]) => void;
}

/**
 * Sends the changes of each job (`uploadDocuments`: uploads, removals, copies), all at once. Resolves whether
 * anything was sent and whether all of it went; what failed is kept for {@link documentItemsAt}.
 */
export async function sendDocumentJobs(
  jobs: readonly DocumentsJob[],
  role: Role,
): Promise<{ sent: boolean; ok: boolean }> {
  const pending = jobs.filter((job) => hasPendingChanges(job.items));
  const results = await Promise.all(
    pending.map(async ({ items, base, onChange }) => {
      let latest: DocumentItem[] = [...items];
      const ok = await uploadDocuments(items, base, role, (next) => {
        latest = next;
        onChange?.(next);
      });
      const failed = latest.filter((item) => item.status === 'ERROR');
      if (failed.length > 0) unsent.set(base, failed);
      return ok;
    }),
  );
  return { sent: pending.length > 0, ok: results.every(Boolean) };
}

/**
 * Where a stored part's files go: the link the server gave it (a record's `resultadosLaboratoriais`, a row's
 * `documentosAnexos`). A saved record always carries them; without one, files could not be sent.
 */
export function partDocumentsHref(
  links: { [name: string]: HalLink | undefined } | undefined,
  name: string,
): string {
  const href = links?.[name]?.href;
  if (href === undefined) throw new Error(`O registo guardado não indica o endereço de "${name}".`);
  return href;
}

/** A stored child row as far as its attachments go: their address and the stored ones. */
export interface StoredDocumentsRow {
  _links?: { documentosAnexos?: HalLink };
  documentosAnexos?: DocumentSource[] | null;
}

/** The items a stored row's form opens with (see {@link documentItemsAt}). */
export function rowDocumentItems(row: StoredDocumentsRow): DocumentItem[] {
  return documentItemsAt(row._links?.documentosAnexos?.href ?? null, row.documentosAnexos);
}

/**
 * The attachments of each row of `lists` (spec 002 §7: "for each sub-item"), sent to the row the save stored —
 * rows come back in the order they were sent.
 */
export function rowDocumentJobs<V extends object>(
  values: V,
  saved: object,
  lists: readonly string[],
): DocumentsJob[] {
  const jobs: DocumentsJob[] = [];
  const rowsOf = <T>(from: object, list: string) =>
    ((from as Record<string, unknown>)[list] ?? []) as readonly T[];
  for (const list of lists) {
    const savedRows = rowsOf<StoredDocumentsRow>(saved, list);
    rowsOf<{ documentosAnexos: DocumentItem[] }>(values, list).forEach((row, index) => {
      const savedRow = savedRows[index];
      if (savedRow)
        jobs.push({
          items: row.documentosAnexos,
          base: partDocumentsHref(savedRow._links, 'documentosAnexos'),
        });
    });
  }
  return jobs;
}
