import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { multipartBody, type MultipartPart } from '../../test/multipart-body.ts';
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../test/test-app.ts';
// The platform is tested through one concrete record type; the vaccination's fixtures make its records.
import { createVacinacao, vacinacaoPayload, vacinacaoRefs } from './vacinacao.fixtures.ts';
import type { CommentAnswer } from '../../platform/records/comments.routes.ts';
import type { DocumentAnswer } from '../../platform/records/documents.read.ts';
import type { CreatedDocument } from '../../platform/records/documents.write.ts';

const LIMIT = 10_000;
let t: TestApp;
let filesDir: string;
const users: Record<string, TestClient> = {};
const ROLE: Record<string, string> = {
  sigsa: 'ROLE_SIGSA',
  svl: 'ROLE_SVL',
  mv: 'ROLE_MV',
  mvmunicipal: 'ROLE_MV_MUNICIPAL',
};

function as(username: string): TestClient {
  const client = users[username];
  if (!client) throw new Error(username);
  return client;
}

const pdf = (size = 200) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);

async function send(
  username: string,
  base: string,
  parts: MultipartPart[],
  query = '',
): Promise<LightMyRequestResponse> {
  const body = multipartBody(parts);
  return as(username).request({
    method: 'POST',
    url: `${base}?role=${ROLE[username]}${query}`,
    headers: body.headers,
    payload: body.payload,
  });
}

const upload = (username: string, base: string, filename: string, content: Buffer | string, query = '') =>
  send(username, base, [{ name: 'file', filename, content }], query);

async function uploaded(username: string, base: string, filename: string, content: Buffer, query = '') {
  const res = await upload(username, base, filename, content, query);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedDocument>();
}

const withRole = (href: string, username: string) => `${href}?role=${ROLE[username]}`;
const anexos = (id: number) => `/api/vacinacoes/${id}/anexos/documentosAnexos`;

/** Every regular file under the files directory. */
function storedFiles(): string[] {
  if (!fs.existsSync(filesDir)) return [];
  return fs
    .readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function documentRows(): Promise<{ id: number; chave: string; tipoMime: string; nome: string }[]> {
  return queryRows(
    t.handle.db,
    sql`SELECT id, chave, tipo_mime AS "tipoMime", nome FROM documentos ORDER BY id`,
  );
}

async function newRecord(): Promise<number> {
  const refs = await vacinacaoRefs(t);
  return (await createVacinacao(as('mv'), 'ROLE_MV', vacinacaoPayload(refs, 'mv'))).id;
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-docs-'));
  t = await createTestApp({ config: { filesDir, uploadMaxBytes: LIMIT } });
  for (const u of Object.keys(ROLE)) users[u] = await signedIn(t, u);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('record attachments: upload, list, download (spec 000 §4.1, §7.4)', () => {
  let id: number;
  beforeAll(async () => {
    id = await newRecord();
  });

  it('upload answers { href, nome, id } (201); the download is an attachment of the detected type', async () => {
    const content = pdf(5000);
    const doc = await uploaded('mv', anexos(id), 'Relatório de vacinação.pdf', content, '&titulo=Declaração');
    expect(doc).toMatchObject({
      nome: 'Relatório de vacinação.pdf',
      titulo: 'Declaração',
      tipoMime: 'application/pdf',
      tamanho: 5000,
    });
    expect(doc.href).toBe(`${anexos(id)}/${doc.id}`);

    const res = await as('mv').get(withRole(doc.href, 'mv'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe('5000');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Relat_rio de vacina__o.pdf"; filename*=UTF-8''Relat%C3%B3rio%20de%20vacina%C3%A7%C3%A3o.pdf`,
    );
    expect(res.rawPayload.equals(content)).toBe(true);

    const list = await as('mv').get(withRole(anexos(id), 'mv'));
    expect(list.statusCode).toBe(200);
    const items = list.json<{ _embedded: { documentosAnexos: DocumentAnswer[] } }>()._embedded
      .documentosAnexos;
    expect(items).toEqual([
      {
        id: doc.id,
        nome: 'Relatório de vacinação.pdf',
        titulo: 'Declaração',
        tipoMime: 'application/pdf',
        tamanho: 5000,
        createdBy: 'mv',
        createdOn: expect.any(String) as string,
        href: doc.href,
      },
    ]);
  });

  it('stores under a server-made key, never a path from the name', async () => {
    const doc = await uploaded('mv', anexos(id), '../../../etc/passwd.png', PNG);
    expect(doc.nome).toBe('passwd.png');
    const [row] = await queryRows<{ chave: string }>(
      t.handle.db,
      sql`SELECT chave FROM documentos WHERE id = ${doc.id}`,
    );
    if (!row) throw new Error('linha em falta');
    expect(row.chave).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles()).toContain(
      path.join(filesDir, row.chave.slice(0, 2), row.chave.slice(2, 4), row.chave),
    );
    expect(storedFiles().some((f) => f.includes('passwd'))).toBe(false);
  });

  it('a PDF named .exe is stored as application/pdf under a .pdf name', async () => {
    const doc = await uploaded('mv', anexos(id), 'programa.exe', pdf());
    expect(doc.tipoMime).toBe('application/pdf');
    expect(doc.nome).toBe('programa.pdf');
    const res = await as('mv').get(withRole(doc.href, 'mv'));
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''programa.pdf`);
  });

  it('plain text is served as UTF-8 text', async () => {
    const doc = await uploaded('mv', anexos(id), 'notas.txt', Buffer.from('Brincos verificados: 12\n'));
    expect(doc.tipoMime).toBe('text/plain');
    const res = await as('mv').get(withRole(doc.href, 'mv'));
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('Brincos verificados: 12\n');
  });

  it('refuses what is not an allowed type by content: HTML named .jpg, an executable, text with NUL (415)', async () => {
    const rows = (await documentRows()).length;
    const files = storedFiles().length;
    const cases: [string, Buffer][] = [
      ['foto.jpg', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>')],
      ['pagina.html', Buffer.from('<html></html>')],
      ['programa.exe', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)])],
      ['notas.txt', Buffer.from('a\u0000b')],
      ['arquivo.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])],
    ];
    for (const [name, content] of cases) {
      const res = await upload('mv', anexos(id), name, content);
      expect(res.statusCode, name).toBe(415);
      expect(res.json<{ message: string }>().message).toBe('Tipo de ficheiro não permitido.');
    }
    expect((await documentRows()).length).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('over the size limit by one byte: 413, no file left and no row; at the limit: stored', async () => {
    const rows = (await documentRows()).length;
    const files = storedFiles();
    const res = await upload('mv', anexos(id), 'grande.pdf', pdf(LIMIT + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json<{ message: string }>().message).toContain('tamanho máximo');
    expect(storedFiles()).toEqual(files);
    expect(storedFiles().some((f) => f.endsWith('.tmp'))).toBe(false);
    expect((await documentRows()).length).toBe(rows);

    const far = await upload('mv', anexos(id), 'enorme.pdf', pdf(LIMIT * 3));
    expect(far.statusCode).toBe(413);
    expect(storedFiles()).toEqual(files);

    const atLimit = await uploaded('mv', anexos(id), 'limite.pdf', pdf(LIMIT));
    expect(atLimit.tamanho).toBe(LIMIT);
  });

  it('refuses an empty file, a missing `file` field and a body that is not multipart (400)', async () => {
    const rows = (await documentRows()).length;
    const files = storedFiles().length;
    expect((await upload('mv', anexos(id), 'vazio.pdf', Buffer.alloc(0))).statusCode).toBe(400);
    expect(
      (await send('mv', anexos(id), [{ name: 'ficheiro', filename: 'a.pdf', content: pdf() }])).statusCode,
    ).toBe(400);
    expect((await send('mv', anexos(id), [{ name: 'titulo', content: 'só texto' }])).statusCode).toBe(400);
    const json = await as('mv').post(withRole(anexos(id), 'mv'), { file: 'x' });
    expect(json.statusCode).toBe(400);
    const broken = await as('mv').request({
      method: 'POST',
      url: withRole(anexos(id), 'mv'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7 cortado',
    });
    expect(broken.statusCode).toBe(400);
    expect((await upload('mv', anexos(id), 'a.pdf', pdf(), `&titulo=${'x'.repeat(256)}`)).statusCode).toBe(
      400,
    );
    expect((await documentRows()).length).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('two files in one request: 400 and neither is kept', async () => {
    const rows = (await documentRows()).length;
    const files = storedFiles().length;
    const res = await send('mv', anexos(id), [
      { name: 'file', filename: 'a.pdf', content: pdf() },
      { name: 'file', filename: 'b.pdf', content: pdf() },
    ]);
    expect(res.statusCode).toBe(400);
    expect((await documentRows()).length).toBe(rows);
    expect(storedFiles().length).toBe(files);
    // Other fields around the file are ignored.
    const withField = await send('mv', anexos(id), [
      { name: 'titulo', content: 'ignorado' },
      { name: 'file', filename: 'a.pdf', content: pdf() },
    ]);
    expect(withField.statusCode).toBe(201);
  });
});

describe('record attachments: who may (GUARDAR to change; visibility to see)', () => {
  let id: number;
  let doc: CreatedDocument;
  beforeAll(async () => {
    id = await newRecord();
    doc = await uploaded('mv', anexos(id), 'a.pdf', pdf());
  });

  it('a user who sees the record without GUARDAR lists and downloads, but may not upload (403)', async () => {
    const files = storedFiles().length;
    const res = await upload('svl', anexos(id), 'b.pdf', pdf());
    expect(res.statusCode).toBe(403);
    expect(storedFiles().length).toBe(files);
    expect((await as('svl').get(withRole(anexos(id), 'svl'))).statusCode).toBe(200);
    expect((await as('svl').get(withRole(doc.href, 'svl'))).statusCode).toBe(200);
    expect((await as('svl').delete(withRole(`${doc.href}/delete`, 'svl'))).statusCode).toBe(403);
  });

  it('a record the caller cannot see answers 404 everywhere', async () => {
    expect((await as('mvmunicipal').get(withRole(anexos(id), 'mvmunicipal'))).statusCode).toBe(404);
    expect((await as('mvmunicipal').get(withRole(doc.href, 'mvmunicipal'))).statusCode).toBe(404);
    expect((await upload('mvmunicipal', anexos(id), 'b.pdf', pdf())).statusCode).toBe(404);
    expect((await as('sigsa').get(withRole(anexos(2_000_000_000), 'sigsa'))).statusCode).toBe(404);
  });

  it('once submitted, the author no longer holds GUARDAR: upload 403', async () => {
    const submitted = await newRecord();
    const op = await as('mv').post(`/api/vacinacoes/${submitted}/submeter?role=ROLE_MV`, {});
    expect(op.statusCode, op.body).toBe(200);
    expect((await upload('mv', anexos(submitted), 'a.pdf', pdf())).statusCode).toBe(403);
  });

  it('delete removes the row and the file; a document of another record answers 404', async () => {
    const other = await newRecord();
    const foreign = await uploaded('mv', anexos(other), 'outro.pdf', pdf());
    expect((await as('mv').delete(withRole(`${anexos(id)}/${foreign.id}/delete`, 'mv'))).statusCode).toBe(
      404,
    );
    expect((await as('mv').get(withRole(`${anexos(id)}/${foreign.id}`, 'mv'))).statusCode).toBe(404);

    const target = await uploaded('mv', anexos(id), 'apagar.pdf', pdf());
    const [row] = await queryRows<{ chave: string }>(
      t.handle.db,
      sql`SELECT chave FROM documentos WHERE id = ${target.id}`,
    );
    if (!row) throw new Error('linha em falta');
    expect(storedFiles().some((f) => f.endsWith(row.chave))).toBe(true);
    const res = await as('mv').delete(withRole(`${target.href}/delete`, 'mv'));
    expect(res.statusCode).toBe(204);
    expect(storedFiles().some((f) => f.endsWith(row.chave))).toBe(false);
    expect((await as('mv').get(withRole(target.href, 'mv'))).statusCode).toBe(404);
    expect((await as('mv').delete(withRole(`${target.href}/delete`, 'mv'))).statusCode).toBe(404);
  });

  it('copy makes a new document with its own key and the same bytes; only from this record', async () => {
    const content = pdf(3000);
    const source = await uploaded('mv', anexos(id), 'original.pdf', content, '&titulo=Original');
    const res = await as('mv').post(
      withRole(`${anexos(id)}/copiar/${source.id}`, 'mv') + '&titulo=C%C3%B3pia',
      {},
    );
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json<CreatedDocument>();
    expect(copy).toMatchObject({
      nome: 'original.pdf',
      titulo: 'Cópia',
      tipoMime: 'application/pdf',
      tamanho: 3000,
    });
    expect(copy.id).not.toBe(source.id);
    const keys = await queryRows<{ chave: string }>(
      t.handle.db,
      sql`SELECT chave FROM documentos WHERE id IN (${source.id}, ${copy.id})`,
    );
    expect(new Set(keys.map((k) => k.chave)).size).toBe(2);
    expect((await as('mv').get(withRole(copy.href, 'mv'))).rawPayload.equals(content)).toBe(true);
    // Without a title, the copy keeps the source's.
    const untitled = await as('mv').post(withRole(`${anexos(id)}/copiar/${source.id}`, 'mv'), {});
    expect(untitled.json<CreatedDocument>().titulo).toBe('Original');

    const other = await newRecord();
    const foreign = await uploaded('mv', anexos(other), 'outro.pdf', pdf());
    expect((await as('mv').post(withRole(`${anexos(id)}/copiar/${foreign.id}`, 'mv'), {})).statusCode).toBe(
      404,
    );
    expect((await as('svl').post(withRole(`${anexos(id)}/copiar/${source.id}`, 'svl'), {})).statusCode).toBe(
      403,
    );
  });

  it('a document whose bytes are gone answers 404, not 500', async () => {
    const lost = await uploaded('mv', anexos(id), 'perdido.pdf', pdf());
    const [row] = await queryRows<{ chave: string }>(
      t.handle.db,
      sql`SELECT chave FROM documentos WHERE id = ${lost.id}`,
    );
    if (!row) throw new Error('linha em falta');
    for (const file of storedFiles().filter((f) => f.endsWith(row.chave))) fs.rmSync(file);
    const res = await as('mv').get(withRole(lost.href, 'mv'));
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe('O conteúdo do documento não está disponível.');
  });
});

describe('comment attachments: {comment self}/anexos/anexos (spec 000 §7.2)', () => {
  let id: number;
  let open: CommentAnswer;
  let restricted: CommentAnswer;
  beforeAll(async () => {
    id = await newRecord();
    const a = await as('mv').post(withRole(`/api/vacinacoes/${id}/comentarios`, 'mv'), {
      comentario: 'Com anexo.',
    });
    open = a.json<CommentAnswer>();
    const b = await as('sigsa').post(withRole(`/api/vacinacoes/${id}/comentarios`, 'sigsa'), {
      comentario: 'Só SIGSA, com anexo.',
      perfisComAcesso: ['ROLE_SIGSA'],
    });
    restricted = b.json<CommentAnswer>();
  });

  it('the author attaches; the comment lists it; whoever sees the comment downloads it', async () => {
    const doc = await uploaded('mv', open._links.anexos.href, 'foto.png', PNG);
    expect(doc.href).toBe(`/api/comentarios/${open.id}/anexos/anexos/${doc.id}`);
    const page = await as('svl').get(withRole(`/api/vacinacoes/${id}/comentarios`, 'svl'));
    const listed = page.json<{ _embedded: { comentarios: CommentAnswer[] } }>()._embedded.comentarios;
    expect(listed.find((c) => c.id === open.id)?.anexos).toEqual([
      { id: doc.id, nome: 'foto.png', href: doc.href },
    ]);
    const res = await as('sigsa').get(withRole(doc.href, 'sigsa'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    // A comment's files are not the record's own attachments.
    const own = await as('mv').get(withRole(anexos(id), 'mv'));
    expect(own.json<{ _embedded: { documentosAnexos: unknown[] } }>()._embedded.documentosAnexos).toEqual([]);
    expect((await as('mv').get(withRole(`${anexos(id)}/${doc.id}`, 'mv'))).statusCode).toBe(404);
    const attached = await as('mv').get(withRole(open._links.anexos.href, 'mv'));
    expect(
      attached.json<{ _embedded: { anexos: DocumentAnswer[] } }>()._embedded.anexos.map((d) => d.id),
    ).toEqual([doc.id]);
  });

  it('only the author attaches or removes (403); a hidden comment answers 404', async () => {
    const files = storedFiles().length;
    expect((await upload('sigsa', open._links.anexos.href, 'b.pdf', pdf())).statusCode).toBe(403);
    expect((await upload('mv', restricted._links.anexos.href, 'b.pdf', pdf())).statusCode).toBe(404);
    expect((await upload('mvmunicipal', open._links.anexos.href, 'b.pdf', pdf())).statusCode).toBe(404);
    expect(storedFiles().length).toBe(files);

    const doc = await uploaded('mv', open._links.anexos.href, 'c.pdf', pdf());
    expect((await as('sigsa').delete(withRole(`${doc.href}/delete`, 'sigsa'))).statusCode).toBe(403);
    expect((await as('mv').delete(withRole(`${doc.href}/delete`, 'mv'))).statusCode).toBe(204);
    expect((await as('mv').get(withRole(doc.href, 'mv'))).statusCode).toBe(404);
  });

  it('a restricted comment’s file is seen and copied only by those who see the comment', async () => {
    const secret = await uploaded('sigsa', restricted._links.anexos.href, 'parecer.pdf', pdf());
    expect((await as('mv').get(withRole(secret.href, 'mv'))).statusCode).toBe(404);
    expect((await as('sigsa').get(withRole(secret.href, 'sigsa'))).statusCode).toBe(200);
    expect((await as('mv').post(withRole(`${anexos(id)}/copiar/${secret.id}`, 'mv'), {})).statusCode).toBe(
      404,
    );
    const copied = await as('sigsa').post(withRole(`${anexos(id)}/copiar/${secret.id}`, 'sigsa'), {});
    expect(copied.statusCode, copied.body).toBe(201);

    const visible = await uploaded('mv', open._links.anexos.href, 'publico.pdf', pdf());
    const mine = await as('mv').post(withRole(`${anexos(id)}/copiar/${visible.id}`, 'mv'), {});
    expect(mine.statusCode).toBe(201);
    expect(mine.json<CreatedDocument>().href).toMatch(new RegExp(`^${anexos(id)}/\\d+$`));
  });

  it("copies a document of the record into a comment's attachments (spec 000 §7.4), only by its author", async () => {
    const source = await uploaded('mv', anexos(id), 'origem.pdf', pdf());
    const into = `${open._links.anexos.href}/copiar/${source.id}`;
    expect((await as('sigsa').post(withRole(into, 'sigsa'), {})).statusCode).toBe(403);
    const copied = await as('mv').post(withRole(into, 'mv') + '&titulo=C%C3%B3pia', {});
    expect(copied.statusCode, copied.body).toBe(201);
    const created = copied.json<CreatedDocument>();
    expect(created.href).toBe(`${open._links.anexos.href}/${created.id}`);
    const listed = await as('mv').get(withRole(open._links.anexos.href, 'mv'));
    expect(
      listed.json<{ _embedded: { anexos: DocumentAnswer[] } }>()._embedded.anexos.map((d) => d.id),
    ).toContain(created.id);
    const bytes = await as('svl').get(withRole(created.href, 'svl'));
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(pdf())).toBe(true);
    // Only a document of the same record: a foreign id answers 404.
    expect(
      (await as('mv').post(withRole(`${open._links.anexos.href}/copiar/999999`, 'mv'), {})).statusCode,
    ).toBe(404);
  });
});
