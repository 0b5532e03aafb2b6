import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockFetch, type FetchCall } from '../test/fetch-mock.ts';
import {
  itemFromFile,
  loadDocumentItems,
  UPLOAD_ERROR_MESSAGE,
  type DocumentItem,
} from './document-items.ts';
import { uploadDocuments } from './documents-api.ts';
import { mockXhr } from './xhr-mock.test-support.ts';

const BASE = '/api/vacinacoes/1/anexos/documentosAnexos';
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function serve(handler: (call: FetchCall) => Response | undefined): FetchCall[] {
  mockXhr();
  return mockFetch(handler);
}

/** The statuses of each onChange, as "name:STATUS" lists. */
function recorder() {
  const snapshots: DocumentItem[][] = [];
  const onChange = (items: DocumentItem[]) => snapshots.push(items);
  const last = () => snapshots.at(-1) ?? [];
  return { snapshots, onChange, last };
}

describe('uploadDocuments (spec 000 §4.1, §7.4, §9)', () => {
  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=token-1; path=/';
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs multipart `file` with titulo and role, cookies and the anti-forgery header', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? json(201, { href: `${BASE}/9`, nome: 'guia.pdf', id: 9, titulo: 'Guia' })
        : undefined,
    );
    const { onChange, last } = recorder();
    const ok = await uploadDocuments([itemFromFile(pdf('guia.pdf'), 'Guia')], BASE, 'ROLE_MV', onChange);
    expect(ok).toBe(true);
    const [post] = calls;
    expect(post?.url).toBe(`${BASE}?titulo=Guia&role=ROLE_MV`);
    expect(post?.credentials).toBe('include');
    expect(post?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
    const body = post?.body;
    expect(body).toBeInstanceOf(FormData);
    const file = body instanceof FormData ? body.get('file') : null;
    expect(file instanceof File && file.name).toBe('guia.pdf');
    expect(last()).toMatchObject([{ status: 'REMOTE', href: `${BASE}/9`, nome: 'guia.pdf', id: 9 }]);
  });

  it('UPLOADING with rising progress, UPLOADED 100 ms after the answer, REMOTE 500 ms after that', async () => {
    vi.useFakeTimers();
    serve((call) =>
      call.method === 'POST' ? json(201, { href: `${BASE}/9`, nome: 'guia.pdf', id: 9 }) : undefined,
    );
    const { snapshots, onChange, last } = recorder();
    let settled = false;
    const done = uploadDocuments([itemFromFile(pdf('guia.pdf'))], BASE, 'ROLE_MV', onChange).then((ok) => {
      settled = true;
      return ok;
    });
    await vi.advanceTimersByTimeAsync(0);
    const progress = snapshots
      .filter((items) => items[0]?.status === 'UPLOADING')
      .map((items) => items[0]?.progress);
    expect(progress).toEqual([0, 30, 70, 100]);
    expect(last()[0]?.status).toBe('UPLOADING');

    await vi.advanceTimersByTimeAsync(99);
    expect(last()[0]?.status).toBe('UPLOADING');
    await vi.advanceTimersByTimeAsync(1);
    expect(last()[0]).toMatchObject({ status: 'UPLOADED', id: 9, href: `${BASE}/9`, nome: 'guia.pdf' });
    await vi.advanceTimersByTimeAsync(499);
    expect(last()[0]?.status).toBe('UPLOADED');
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(last()[0]?.status).toBe('REMOTE');
    await expect(done).resolves.toBe(true);
  });

  it('a refused upload becomes ERROR with the server reason and the call resolves false', async () => {
    serve((call) => (call.method === 'POST' ? apiError(415, 'Tipo de ficheiro não permitido.') : undefined));
    const { onChange, last } = recorder();
    const ok = await uploadDocuments([itemFromFile(pdf('virus.exe'))], BASE, 'ROLE_MV', onChange);
    expect(ok).toBe(false);
    expect(last()).toMatchObject([{ status: 'ERROR', erro: 'Tipo de ficheiro não permitido.' }]);
    expect(UPLOAD_ERROR_MESSAGE).toBe('Ocorreu um erro ao guardar o documento, por favor tente novamente.');
  });

  it('deletes TO_REMOVE at {id}/delete, copies TO_COPY at copiar/{id}, leaves REMOTE alone', async () => {
    const calls = serve((call) => {
      if (call.method === 'DELETE') return json(204, null);
      if (call.url.includes('/copiar/')) return json(201, { href: `${BASE}/12`, nome: 'foto.jpg', id: 12 });
      return undefined;
    });
    const [remote, toRemove, toCopy] = loadDocumentItems([
      { href: `${BASE}/5`, nome: 'fica.pdf', id: 5 },
      { href: `${BASE}/6`, nome: 'sai.pdf', id: 6 },
      { status: 'TO_COPY', id: 4, nome: 'foto.jpg', titulo: 'Foto' },
    ]);
    if (!remote || !toRemove || !toCopy) throw new Error('itens em falta');
    const { onChange, last } = recorder();
    const ok = await uploadDocuments(
      [remote, { ...toRemove, status: 'TO_REMOVE' }, toCopy],
      BASE,
      'ROLE_SIGSA',
      onChange,
    );
    expect(ok).toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `DELETE ${BASE}/6/delete?role=ROLE_SIGSA`,
      `POST ${BASE}/copiar/4?titulo=Foto&role=ROLE_SIGSA`,
    ]);
    expect(calls.every((call) => call.headers.get('X-XSRF-TOKEN') === 'token-1')).toBe(true);
    expect(last().map((item) => [item.status, item.id])).toEqual([
      ['REMOTE', 5],
      ['REMOTE', 12],
    ]);
  });

  it('a failed delete keeps the item TO_REMOVE for the next save and resolves false', async () => {
    serve((call) => (call.method === 'DELETE' ? apiError(403, 'Sem permissão.') : undefined));
    const [item] = loadDocumentItems([{ href: `${BASE}/6`, nome: 'sai.pdf', id: 6 }]);
    if (!item) throw new Error('item em falta');
    const { snapshots, onChange } = recorder();
    const ok = await uploadDocuments([{ ...item, status: 'TO_REMOVE' }], BASE, 'ROLE_MV', onChange);
    expect(ok).toBe(false);
    expect(snapshots).toEqual([]);
  });
});
