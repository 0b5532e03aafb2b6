import { describe, expect, it } from 'vitest';
import {
  addFiles,
  applyEvent,
  hasPendingChanges,
  itemFromFile,
  loadDocumentItems,
  transition,
  webcamFileName,
  type DocumentItem,
  type DocumentStatus,
} from './document-items.ts';

const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function itemIn(status: DocumentStatus, extra: Partial<DocumentItem> = {}): DocumentItem {
  return {
    key: `k-${status}`,
    status,
    file: null,
    href: null,
    nome: null,
    id: null,
    progress: 0,
    filename: null,
    titulo: null,
    erro: null,
    ...extra,
  };
}

const ANSWER = { href: '/api/vacinacoes/1/anexos/documentosAnexos/9', nome: 'guia.pdf', id: 9 };

describe('document items (spec 000 §4.1)', () => {
  it('a picked file is TO_UPLOAD; in single mode it replaces the list, in multiple mode it is added', () => {
    const remote = itemIn('REMOTE', { href: ANSWER.href, id: 9 });
    const single = addFiles([remote, itemFromFile(pdf('a.pdf'))], [pdf('b.pdf'), pdf('c.pdf')], false);
    expect(single.map((item) => [item.status, item.filename])).toEqual([['TO_UPLOAD', 'b.pdf']]);

    const multiple = addFiles([remote], [pdf('b.pdf'), pdf('c.pdf')], true);
    expect(multiple.map((item) => [item.status, item.filename ?? item.href])).toEqual([
      ['REMOTE', ANSWER.href],
      ['TO_UPLOAD', 'b.pdf'],
      ['TO_UPLOAD', 'c.pdf'],
    ]);
    expect(new Set(multiple.map((item) => item.key)).size).toBe(3);
    expect(addFiles(multiple, [], false)).toEqual(multiple);
  });

  it('removing a REMOTE item marks it TO_REMOVE, cancelling returns it to REMOTE; any other is dropped', () => {
    const remote = itemIn('REMOTE', { href: ANSWER.href, id: 9 });
    const marked = transition(remote, { type: 'remove' });
    expect(marked?.status).toBe('TO_REMOVE');
    expect(marked && transition(marked, { type: 'cancelRemoval' })?.status).toBe('REMOTE');
    for (const status of ['TO_UPLOAD', 'TO_COPY', 'ERROR'] as const)
      expect(transition(itemIn(status), { type: 'remove' })).toBeNull();
    // Not while it is on its way: the uploader still owns it.
    expect(transition(itemIn('UPLOADING'), { type: 'remove' })?.status).toBe('UPLOADING');

    const list = [itemIn('TO_UPLOAD'), remote];
    expect(applyEvent(list, 'k-TO_UPLOAD', { type: 'remove' })).toEqual([remote]);
    expect(applyEvent(list, 'k-REMOTE', { type: 'remove' }).map((item) => item.status)).toEqual([
      'TO_UPLOAD',
      'TO_REMOVE',
    ]);
  });

  it('on save: TO_UPLOAD → UPLOADING with rising progress → UPLOADED with href, nome, id → REMOTE', () => {
    let item: DocumentItem | null = itemFromFile(pdf('a.pdf'), 'Guia');
    item = item && transition(item, { type: 'start' });
    expect(item).toMatchObject({ status: 'UPLOADING', progress: 0 });
    item = item && transition(item, { type: 'progress', progress: 42.4 });
    expect(item?.progress).toBe(42);
    item = item && transition(item, { type: 'progress', progress: 140 });
    expect(item?.progress).toBe(100);
    item = item && transition(item, { type: 'respond', answer: ANSWER });
    expect(item).toMatchObject({ status: 'UPLOADED', ...ANSWER, titulo: 'Guia' });
    item = item && transition(item, { type: 'settle' });
    expect(item).toMatchObject({ status: 'REMOTE', ...ANSWER, file: null });
  });

  it('a failed upload becomes ERROR with the server reason; events out of order change nothing', () => {
    const uploading = transition(itemFromFile(pdf('a.exe')), { type: 'start' });
    const failed =
      uploading && transition(uploading, { type: 'fail', erro: 'Tipo de ficheiro não permitido.' });
    expect(failed).toMatchObject({ status: 'ERROR', erro: 'Tipo de ficheiro não permitido.' });

    const toUpload = itemIn('TO_UPLOAD');
    expect(transition(toUpload, { type: 'settle' })).toBe(toUpload);
    expect(transition(toUpload, { type: 'respond', answer: ANSWER })).toBe(toUpload);
    const remote = itemIn('REMOTE');
    expect(transition(remote, { type: 'start' })).toBe(remote);
    expect(transition(remote, { type: 'cancelRemoval' })).toBe(remote);
    expect(transition(remote, { type: 'retitle', titulo: 'x' })).toBe(remote);
  });

  it('deleting drops a TO_REMOVE item; copying turns TO_COPY into REMOTE', () => {
    expect(transition(itemIn('TO_REMOVE'), { type: 'deleted' })).toBeNull();
    expect(transition(itemIn('TO_COPY', { id: 3 }), { type: 'copied', answer: ANSWER })).toMatchObject({
      status: 'REMOTE',
      ...ANSWER,
    });
  });

  it('on load: an href without a local file is REMOTE, TO_COPY stays TO_COPY', () => {
    const items = loadDocumentItems([
      { href: ANSWER.href, nome: 'guia.pdf', id: 9, titulo: 'Guia' },
      { status: 'TO_COPY', id: 4, nome: 'foto.jpg', href: '/api/comentarios/1/anexos/anexos/4' },
      { file: pdf('novo.pdf') },
      { nome: 'sem link' },
    ]);
    expect(items.map((item) => [item.status, item.nome ?? item.filename])).toEqual([
      ['REMOTE', 'guia.pdf'],
      ['TO_COPY', 'foto.jpg'],
      ['TO_UPLOAD', 'novo.pdf'],
    ]);
    expect(hasPendingChanges(items.slice(0, 1))).toBe(false);
    expect(hasPendingChanges(items)).toBe(true);
    expect(loadDocumentItems(null)).toEqual([]);
  });

  it('names a webcam photo webcam-<timestamp>.jpg (spec 000 §9)', () => {
    expect(webcamFileName(1_718_000_000_000)).toBe('webcam-1718000000000.jpg');
    expect(webcamFileName(new Date('2026-01-10T10:00:00.000Z'))).toBe(
      `webcam-${Date.parse('2026-01-10T10:00:00.000Z')}.jpg`,
    );
  });
});
