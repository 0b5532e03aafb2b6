import type { Role } from '@sigsa/domain/access/roles';
import {
  apiRequest,
  apiUrl,
  ensureXsrfToken,
  XSRF_HEADER,
  type ApiErrorBody,
} from '../platform/api-client.ts';
import { showErrorToast } from '../platform/toasts.ts';
import { i18n } from '../platform/i18n.ts';
import {
  applyEvent,
  REMOTE_DELAY_MS,
  UPLOADED_DELAY_MS,
  type DocumentEvent,
  type DocumentItem,
  type StoredDocument,
} from './document-items.ts';

// Sending the document items of a form once it is saved (spec 000 §4.1, §7.4). Uploads go through
// XMLHttpRequest because fetch reports no upload progress; they send what the API client sends (cookies,
// the anti-forgery header, `?role=`).

/** What a finished upload request answered: HTTP status (0 when unreachable) and body text. */
interface XhrAnswer {
  status: number;
  text: string;
}

/** POSTs `body` to `url` with cookies and the anti-forgery header, reporting upload progress in percent. */
async function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
): Promise<XhrAnswer> {
  const token = await ensureXsrfToken();
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token !== null) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    });
    xhr.addEventListener('load', () => resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.addEventListener('error', () => resolve({ status: 0, text: '' }));
    xhr.addEventListener('abort', () => resolve({ status: 0, text: '' }));
    xhr.send(body);
  });
}

/** The stored document an upload answered, or null when the body is not one. */
function storedFrom(text: string): StoredDocument | null {
  try {
    const body = JSON.parse(text) as Partial<StoredDocument>;
    if (typeof body.href !== 'string' || typeof body.nome !== 'string' || typeof body.id !== 'number')
      return null;
    return { href: body.href, nome: body.nome, id: body.id, titulo: body.titulo ?? null };
  } catch {
    return null;
  }
}

/** The server's message in an error body, or null. */
function serverMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : null;
  } catch {
    return null;
  }
}

/** Uploads `file` to `baseHref` as multipart field `file`, with its title and the role (spec 000 §7.4). */
export async function uploadDocument(
  baseHref: string,
  file: File,
  titulo: string | null,
  role: Role,
  onProgress: (percent: number) => void,
): Promise<{ ok: true; document: StoredDocument } | { ok: false; erro: string | null }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = apiUrl(baseHref, { titulo: titulo?.trim() || null, role });
  const answer = await postWithProgress(url, form, onProgress);
  if (answer.status >= 200 && answer.status < 300) {
    const document = storedFrom(answer.text);
    if (document) return { ok: true, document };
  }
  return { ok: false, erro: serverMessage(answer.text) };
}

/** `DELETE {baseHref}/{id}/delete` (spec 000 §7.4). */
export function deleteDocument(baseHref: string, id: number, role: Role): Promise<void> {
  return apiRequest<void>(`${baseHref}/${id}/delete`, { method: 'DELETE', query: { role } });
}

/** `POST {baseHref}/copiar/{id}?titulo=` (spec 000 §7.4): the copy. */
export function copyDocument(
  baseHref: string,
  id: number,
  titulo: string | null,
  role: Role,
): Promise<StoredDocument> {
  return apiRequest<StoredDocument>(`${baseHref}/copiar/${id}`, {
    method: 'POST',
    query: { titulo: titulo?.trim() || null, role },
  });
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Sends what a saved form's items ask for (spec 000 §4.1, §7.4) to the documents at `baseHref`: each TO_UPLOAD
 * is uploaded (UPLOADING with rising progress; UPLOADED about 100 ms after the answer, with its href, nome and
 * id; REMOTE about 500 ms later; ERROR on failure), each TO_REMOVE is deleted and leaves the list, each TO_COPY
 * is copied and becomes REMOTE. A failed delete or copy leaves its item as it was, for the next save.
 * `onChange` receives the whole list after each step. Resolves, once every item has settled, to whether all
 * succeeded — when not, the caller shows "Houve um erro a guardar os anexos." (spec 002 §8).
 */
export async function uploadDocuments(
  items: readonly DocumentItem[],
  baseHref: string,
  role: Role,
  onChange: (items: DocumentItem[]) => void,
): Promise<boolean> {
  let current: DocumentItem[] = [...items];
  const emit = (key: string, event: DocumentEvent) => {
    current = applyEvent(current, key, event);
    onChange(current);
  };

  const send = async (item: DocumentItem): Promise<boolean> => {
    switch (item.status) {
      case 'TO_UPLOAD': {
        if (!item.file) {
          emit(item.key, { type: 'start' });
          emit(item.key, { type: 'fail', erro: null });
          return false;
        }
        emit(item.key, { type: 'start' });
        const result = await uploadDocument(baseHref, item.file, item.titulo, role, (progress) =>
          emit(item.key, { type: 'progress', progress }),
        );
        if (!result.ok) {
          emit(item.key, { type: 'fail', erro: result.erro });
          return false;
        }
        await wait(UPLOADED_DELAY_MS);
        emit(item.key, { type: 'respond', answer: result.document });
        await wait(REMOTE_DELAY_MS);
        emit(item.key, { type: 'settle' });
        return true;
      }
      case 'TO_REMOVE':
        if (item.id === null) return false;
        try {
          await deleteDocument(baseHref, item.id, role);
          emit(item.key, { type: 'deleted' });
          return true;
        } catch {
          return false;
        }
      case 'TO_COPY':
        if (item.id === null) return false;
        try {
          const answer = await copyDocument(baseHref, item.id, item.titulo, role);
          emit(item.key, { type: 'copied', answer });
          return true;
        } catch {
          return false;
        }
      case 'UPLOADING':
      case 'UPLOADED':
      case 'REMOTE':
      case 'ERROR':
        return true;
    }
  };

  const results = await Promise.all(items.map(send));
  return results.every(Boolean);
}

/** The toast of a failed attachment save (spec 000 §8.2, 002 §8): "Houve um erro a guardar os anexos.", title Erro. */
export function showAttachmentsErrorToast(): void {
  showErrorToast(i18n.t('documents.errorTitle'), i18n.t('documents.saveError'));
}
