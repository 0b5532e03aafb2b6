import type { UserImportResult } from '@sigsa/domain/admin/users-import';
import { apiRequest } from '../platform/api-client.ts';

// The users import of Gerir (issue 13, docs/api.md "Importar utilizadores").

/**
 * `POST userAccounts/importar`: a preview (`apply` false: each line's outcome, nothing written) or the import
 * (every line written, or none: 400). The file goes as it is, typed `text/csv` whatever the system calls it.
 */
export function importUsers(file: Blob, apply: boolean): Promise<UserImportResult> {
  return apiRequest('userAccounts/importar', {
    method: 'POST',
    query: { simular: String(!apply) },
    headers: { 'Content-Type': 'text/csv' },
    body: file,
    handledStatuses: [400],
  });
}
