import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { DocumentAnswer } from '../../platform/records/documents.read.ts';
import type { CreatedDocument } from '../../platform/records/documents.write.ts';
import { DEMO_ROLES } from '../../test/demo-roles.ts';
import { createTestApp, signedIn, type TestApp, type TestClient } from '../../test/test-app.ts';
import { multipartBody } from '../../test/multipart-body.ts';
import {
  createNotificacao,
  notificacaoPayload,
  notificacaoRefs,
  tipoId,
  toBody,
  type NotificacaoAnswer,
  type NotificacaoRefs,
} from './notificacao.fixtures.ts';

// The notification's attachment sets besides its own (issue 12 "Documents gain child owners"; spec 002 §2
// result attachments, §3 the rows' documentosAnexos): each kept apart, seen by whoever sees the record, changed
// by whoever may save it (GUARDAR: the keepers and the authority, in INICIAL and DEVOLVIDO).

let t: TestApp;
let refs: NotificacaoRefs;
let filesDir: string;
const users: Record<string, TestClient> = {};
const ROLE = DEMO_ROLES;
const USERNAMES = Object.keys(ROLE);
const BASE = '/api/notificacoesSuspeitasDoencas';

function as(username: string): TestClient {
  const client = users[username];
  if (!client) throw new Error(username);
  return client;
}

const pdf = (label: string) => Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), Buffer.alloc(64, 0x20)]);

/** POSTs one file as multipart `file`, as a browser does. */
function upload(username: string, base: string, filename: string, content: Buffer, titulo?: string) {
  const { payload, headers } = multipartBody([{ name: 'file', filename, content }]);
  const title = titulo === undefined ? '' : `&titulo=${encodeURIComponent(titulo)}`;
  return as(username).request({
    method: 'POST',
    url: `${base}?role=${ROLE[username]}${title}`,
    payload,
    headers,
  });
}

async function uploaded(username: string, base: string, filename: string, content: Buffer) {
  const res = await upload(username, base, filename, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreatedDocument>();
}

const get = (username: string, href: string): Promise<LightMyRequestResponse> =>
  as(username).get(`${href}?role=${ROLE[username]}`);
const remove = (username: string, href: string): Promise<LightMyRequestResponse> =>
  as(username).request({ method: 'DELETE', url: `${href}/delete?role=${ROLE[username]}` });

const resultados = (id: number) => `${BASE}/${id}/anexos/resultadosLaboratoriais`;
const proprios = (id: number) => `${BASE}/${id}/anexos/documentosAnexos`;
const daLinha = (id: number, list: string, rowId: number) =>
  `${BASE}/${id}/${list}/${rowId}/anexos/documentosAnexos`;

function listed(res: LightMyRequestResponse, key: string): DocumentAnswer[] {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _embedded: Record<string, DocumentAnswer[]> }>()._embedded[key] ?? [];
}

const read = async (id: number, username = 'sigsa') =>
  (await as(username).get(`${BASE}/${id}?role=${ROLE[username]}&projection=full`)).json<NotificacaoAnswer>();
const save = (username: string, id: number, body: object) =>
  as(username).patch(`${BASE}/${id}/save?role=${ROLE[username]}&projection=full`, body);

/** The id of row `index` of a record's child list. */
function rowId(record: NotificacaoAnswer, list: string, index = 0): number {
  const rows = record[list] as { id: number }[] | undefined;
  const row = rows?.[index];
  if (!row) throw new Error(`${list}[${index}] em falta`);
  return row.id;
}

async function storedKeys(): Promise<string[]> {
  const rows = await queryRows<{ chave: string }>(t.handle.db, sql`SELECT chave FROM documentos`);
  return rows.map((row) => row.chave);
}

const fileOf = (key: string) => path.join(filesDir, key.slice(0, 2), key.slice(2, 4), key);

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-nsd-docs-'));
  t = await createTestApp({ config: { filesDir } });
  for (const username of USERNAMES) users[username] = await signedIn(t, username);
  refs = await notificacaoRefs(t);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('result attachments: a set of their own (spec 002 §2)', () => {
  it('upload, list, download and delete, apart from the record’s own documents', async () => {
    const record = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const content = pdf('resultado');
    const res = await upload('mv', resultados(record.id), 'Boletim PCR.pdf', content, 'PCR');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json<CreatedDocument>();
    expect(doc).toMatchObject({ nome: 'Boletim PCR.pdf', titulo: 'PCR', tipoMime: 'application/pdf' });
    expect(doc.href).toBe(`${resultados(record.id)}/${doc.id}`);

    expect(listed(await get('sigsa', resultados(record.id)), 'resultadosLaboratoriais')).toEqual([
      expect.objectContaining({ id: doc.id, nome: 'Boletim PCR.pdf', titulo: 'PCR', href: doc.href }),
    ]);
    // The record carries them too, and its own documents do not hold them.
    expect((await read(record.id)).resultadosLaboratoriais).toEqual([
      { id: doc.id, nome: 'Boletim PCR.pdf', titulo: 'PCR', href: doc.href },
    ]);
    expect(listed(await get('mv', proprios(record.id)), 'documentosAnexos')).toEqual([]);
    expect((await get('mv', `${proprios(record.id)}/${doc.id}`)).statusCode).toBe(404);
    const own = await uploaded('mv', proprios(record.id), 'Outro.pdf', pdf('outro'));
    expect((await get('mv', `${resultados(record.id)}/${own.id}`)).statusCode).toBe(404);
    expect((await remove('mv', `${resultados(record.id)}/${own.id}`)).statusCode).toBe(404);

    const download = await get('gestor', doc.href);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(content)).toBe(true);

    const [key] = await queryRows<{ chave: string }>(
      t.handle.db,
      sql`SELECT chave FROM documentos WHERE id = ${doc.id}`,
    );
    expect(fs.existsSync(fileOf(key?.chave ?? ''))).toBe(true);
    expect((await remove('mv', doc.href)).statusCode).toBe(204);
    expect(listed(await get('mv', resultados(record.id)), 'resultadosLaboratoriais')).toEqual([]);
    expect(fs.existsSync(fileOf(key?.chave ?? ''))).toBe(false);
  });

  it('only with a lab test done: 409 otherwise, and a save that unmarks it removes them', async () => {
    const companion = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_COMPANHIA'));
    expect(companion.realizadoTesteLaboratorial).toBe(false);
    const refused = await upload('mv', resultados(companion.id), 'r.pdf', pdf('r'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Só pode anexar resultados laboratoriais a uma notificação com teste laboratorial realizado.',
    );

    const record = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const doc = await uploaded('mv', resultados(record.id), 'r.pdf', pdf('r2'));
    const before = await storedKeys();
    const kept = await save('mv', record.id, { ...toBody(record), resultadosNegativos: 'Revisto' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<NotificacaoAnswer>().resultadosLaboratoriais).toHaveLength(1);
    const unmarked = await save('mv', record.id, {
      ...toBody(kept.json()),
      realizadoTesteLaboratorial: false,
    });
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(unmarked.json<NotificacaoAnswer>().resultadosLaboratoriais).toEqual([]);
    expect((await get('mv', doc.href)).statusCode).toBe(404);
    const after = new Set(await storedKeys());
    const removed = before.filter((key) => !after.has(key));
    expect(removed).toHaveLength(1);
    expect(fs.existsSync(fileOf(removed[0] ?? ''))).toBe(false);
  });

  describe('who: operation × role × state (404 invisible, 403 no access or no GUARDAR)', () => {
    const STATES = ['INICIAL', 'SUBMETIDO', 'DEVOLVIDO', 'VALIDO', 'INVALIDO'] as const;
    const records: Partial<Record<(typeof STATES)[number], NotificacaoAnswer>> = {};
    const docs: Partial<Record<(typeof STATES)[number], CreatedDocument>> = {};

    beforeAll(async () => {
      for (const estado of STATES) {
        // The file goes in while the record is a draft; the record then goes through the workflow.
        const created = await createNotificacao(
          as('mv'),
          'ROLE_MV',
          notificacaoPayload(refs, 'DOM_PRODUCAO'),
        );
        docs[estado] = await uploaded('mv', resultados(created.id), 'lab.pdf', pdf(estado));
        records[estado] = estado === 'INICIAL' ? created : await advance(created, estado);
      }
    });

    /** Brings a fresh INICIAL record to `estado` through the real calls (mv submits, sigsa reviews). */
    async function advance(record: NotificacaoAnswer, estado: string): Promise<NotificacaoAnswer> {
      const op = (username: string, operation: string, body: object = {}) =>
        as(username).post(`${BASE}/${record.id}/${operation}?role=${ROLE[username]}&projection=full`, body);
      expect((await op('mv', 'submeter')).statusCode).toBe(200);
      if (estado === 'DEVOLVIDO')
        expect((await op('sigsa', 'devolver', { idMotivo: refs.motivo })).statusCode).toBe(200);
      if (estado === 'INVALIDO') expect((await op('sigsa', 'naoValidar')).statusCode).toBe(200);
      if (estado === 'VALIDO') {
        const current = await read(record.id);
        const concluded = await save('sigsa', record.id, {
          ...toBody(current),
          conclusaoSuspeita: 'NAO_CONFIRMADO',
          motivoNaoConfirmacao: tipoId(refs, 'MOTIVO_NAO_CONFIRMACAO.RESULTADOS_NEGATIVOS'),
        });
        expect(concluded.statusCode, concluded.body).toBe(200);
        expect((await op('sigsa', 'validar')).statusCode).toBe(200);
      }
      return read(record.id);
    }

    // The same for every state: who sees the record reads its result files.
    const READ: Record<string, number> = {
      sigsa: 200,
      gestor: 200,
      svl: 200,
      mv: 200,
      svr: 404,
      mvmunicipal: 404,
      lab: 403,
      transportador: 403,
    };
    type ByState = readonly [number, number, number, number, number];
    const SAVERS: ByState = [201, 403, 201, 403, 403];
    // prettier-ignore
    const UPLOAD: Record<string, ByState> = {
      //             INICIAL SUBMETIDO DEVOLVIDO VALIDO INVALIDO
      mv:            SAVERS,
      sigsa:         SAVERS,
      gestor:        SAVERS,
      svl:           [403, 403, 403, 403, 403],
      svr:           [404, 404, 404, 404, 404],
      mvmunicipal:   [404, 404, 404, 404, 404],
      lab:           [403, 403, 403, 403, 403],
      transportador: [403, 403, 403, 403, 403],
    };

    it('list and download follow the record’s visibility', async () => {
      const answers: Record<string, number[]> = {};
      const expected: Record<string, number[]> = {};
      for (const username of USERNAMES) {
        answers[username] = [];
        expected[username] = [];
        for (const estado of STATES) {
          const record = records[estado];
          const doc = docs[estado];
          if (!record || !doc) throw new Error(estado);
          answers[username].push((await get(username, resultados(record.id))).statusCode);
          answers[username].push((await get(username, doc.href)).statusCode);
          expected[username].push(READ[username] ?? 0, READ[username] ?? 0);
        }
      }
      expect(answers).toEqual(expected);
    });

    it('upload: who may save the record, while it may be saved (INICIAL, DEVOLVIDO)', async () => {
      const answers: Record<string, number[]> = {};
      for (const username of USERNAMES) {
        answers[username] = [];
        for (const estado of STATES) {
          const record = records[estado];
          if (!record) throw new Error(estado);
          answers[username].push(
            (await upload(username, resultados(record.id), 'x.pdf', pdf(username))).statusCode,
          );
        }
      }
      expect(answers).toEqual(UPLOAD);
      // What was refused stored nothing: one file per record, plus one per accepted upload.
      const count = await queryRows<{ n: number }>(
        t.handle.db,
        sql`SELECT count(*)::int AS n FROM documentos
             WHERE entidade = 'notificacoesSuspeitasDoencas/resultadosLaboratoriais'
               AND registo_id = ANY(${sql.param(STATES.map((e) => records[e]?.id ?? 0))}::int[])`,
      );
      expect(count[0]?.n).toBe(STATES.length + 3 * 2);
    });

    it('delete: as upload; a reader may not, an outsider sees nothing', async () => {
      const inicial = docs.INICIAL;
      const submetido = docs.SUBMETIDO;
      if (!inicial || !submetido) throw new Error('documentos em falta');
      expect((await remove('svl', inicial.href)).statusCode).toBe(403);
      expect((await remove('mvmunicipal', inicial.href)).statusCode).toBe(404);
      expect((await remove('lab', inicial.href)).statusCode).toBe(403);
      expect((await remove('mv', submetido.href)).statusCode).toBe(403);
      expect((await remove('sigsa', submetido.href)).statusCode).toBe(403);
      expect((await remove('gestor', inicial.href)).statusCode).toBe(204);
      expect((await get('mv', inicial.href)).statusCode).toBe(404);
    });
  });
});

describe('row attachments: each row of the four tables has its own (spec 002 §3, §7)', () => {
  it('upload to a row, shown with the row, kept while the row is, removed with it', async () => {
    const record = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const declaracao = rowId(record, 'declaracoesAnimais');
    const base = daLinha(record.id, 'declaracoesAnimais', declaracao);
    const doc = await uploaded('mv', base, 'Guia.pdf', pdf('guia'));
    expect(doc.href).toBe(`${base}/${doc.id}`);
    const grupo = await uploaded(
      'mv',
      daLinha(record.id, 'observacoesClinicasGrupo', rowId(record, 'observacoesClinicasGrupo')),
      'Necropsia.pdf',
      pdf('necropsia'),
    );
    expect(listed(await get('svl', base), 'documentosAnexos').map((d) => d.id)).toEqual([doc.id]);
    const loaded = await read(record.id, 'mv');
    expect(loaded.declaracoesAnimais).toEqual([
      expect.objectContaining({
        id: declaracao,
        documentosAnexos: [{ id: doc.id, nome: 'Guia.pdf', titulo: null, href: doc.href }],
      }),
    ]);
    expect(loaded.observacoesClinicasGrupo).toEqual([
      expect.objectContaining({ documentosAnexos: [expect.objectContaining({ id: grupo.id })] }),
    ]);
    expect(loaded.observacoesClinicasIndividuais).toEqual([
      expect.objectContaining({ documentosAnexos: [] }),
    ]);
    // Not among the record's own nor the result's.
    expect(listed(await get('mv', proprios(record.id)), 'documentosAnexos')).toEqual([]);
    expect((await get('mv', `${resultados(record.id)}/${doc.id}`)).statusCode).toBe(404);

    // A row of another record, or none, is not found; an outsider sees nothing.
    const other = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    expect((await get('mv', daLinha(other.id, 'declaracoesAnimais', declaracao))).statusCode).toBe(404);
    expect(
      (await upload('mv', daLinha(other.id, 'declaracoesAnimais', declaracao), 'x.pdf', pdf('x'))).statusCode,
    ).toBe(404);
    expect((await get('mv', daLinha(record.id, 'declaracoesAnimais', 2_000_000))).statusCode).toBe(404);
    expect((await get('mvmunicipal', base)).statusCode).toBe(404);
    expect((await upload('svl', base, 'x.pdf', pdf('svl'))).statusCode).toBe(403);

    // A save that keeps the row (by its id) keeps its files; one that drops it removes them and their bytes.
    const kept = await save('mv', record.id, toBody(loaded));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(listed(await get('mv', base), 'documentosAnexos')).toHaveLength(1);
    const [stored] = await queryRows<{ chave: string }>(
      t.handle.db,
      sql`SELECT chave FROM documentos WHERE id = ${doc.id}`,
    );
    const dropped = await save('mv', record.id, { ...toBody(kept.json()), declaracoesAnimais: [] });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect((await get('mv', base)).statusCode).toBe(404);
    const left = await queryRows<{ id: number }>(
      t.handle.db,
      sql`SELECT id FROM documentos WHERE id = ${doc.id}`,
    );
    expect(left).toEqual([]);
    expect(fs.existsSync(fileOf(stored?.chave ?? ''))).toBe(false);
    // The other table's row stayed, and so did its file.
    expect(listed(await get('mv', grupo.href.replace(/\/\d+$/, '')), 'documentosAnexos')).toHaveLength(1);

    // Submitted, the rows' files are the reviewers' to read and nobody's to change.
    const submitted = await as('mv').post(`${BASE}/${record.id}/submeter?role=ROLE_MV`, {});
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect((await remove('mv', grupo.href)).statusCode).toBe(403);
    expect((await get('sigsa', grupo.href)).statusCode).toBe(200);
  });
});

describe('the record names its part sets, and copies go into them (HAL links; spec 000 §7.4 copiar)', () => {
  const copy = (username: string, base: string, docId: number, titulo?: string) =>
    as(username).post(
      `${base}/copiar/${docId}?role=${ROLE[username]}${titulo === undefined ? '' : `&titulo=${encodeURIComponent(titulo)}`}`,
      {},
    );

  it('links: the result set on the record, each row’s set on the row', async () => {
    const record = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    expect(record._links).toMatchObject({
      documentosAnexos: { href: proprios(record.id) },
      resultadosLaboratoriais: { href: resultados(record.id) },
    });
    const loaded = await read(record.id, 'svl');
    for (const list of ['declaracoesAnimais', 'observacoesClinicasIndividuais', 'observacoesClinicasGrupo']) {
      const rows = loaded[list] as { id: number; _links?: unknown }[];
      expect(rows.length, list).toBeGreaterThan(0);
      for (const row of rows)
        expect(row._links, list).toEqual({ documentosAnexos: { href: daLinha(record.id, list, row.id) } });
    }
    // Followed as given, they are the sets.
    const declaracao = loaded.declaracoesAnimais as { _links: { documentosAnexos: { href: string } } }[];
    const href = declaracao[0]?._links.documentosAnexos.href ?? '';
    const doc = await uploaded('mv', href, 'Guia.pdf', pdf('ligacao'));
    expect(listed(await get('mv', href), 'documentosAnexos').map((d) => d.id)).toEqual([doc.id]);
  });

  it('copiar into a part or a row takes any document of the same record, nothing else', async () => {
    const record = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const other = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_PRODUCAO'));
    const content = pdf('boletim');
    const own = await uploaded('mv', proprios(record.id), 'Boletim.pdf', content);
    const foreign = await uploaded('mv', proprios(other.id), 'Alheio.pdf', pdf('alheio'));

    // The record's own document into the result's set, with a new title; bytes copied, not shared.
    const res = await copy('mv', resultados(record.id), own.id, 'PCR');
    expect(res.statusCode, res.body).toBe(201);
    const copied = res.json<CreatedDocument>();
    expect(copied).toMatchObject({ nome: 'Boletim.pdf', titulo: 'PCR' });
    expect(copied.href).toBe(`${resultados(record.id)}/${copied.id}`);
    expect((await get('sigsa', copied.href)).rawPayload.equals(content)).toBe(true);

    // From the result's set into a row's, and from a row back into the record's own.
    const row = daLinha(record.id, 'declaracoesAnimais', rowId(record, 'declaracoesAnimais'));
    const intoRow = await copy('mv', row, copied.id);
    expect(intoRow.statusCode, intoRow.body).toBe(201);
    expect(intoRow.json<CreatedDocument>().titulo).toBe('PCR');
    const back = await copy('mv', proprios(record.id), intoRow.json<CreatedDocument>().id);
    expect(back.statusCode, back.body).toBe(201);
    expect(listed(await get('mv', row), 'documentosAnexos')).toHaveLength(1);
    expect(listed(await get('mv', proprios(record.id)), 'documentosAnexos')).toHaveLength(2);

    // Another record's document is not found from here; a reader may not copy; a closed part refuses.
    const before = await storedKeys();
    expect((await copy('mv', resultados(record.id), foreign.id)).statusCode).toBe(404);
    expect((await copy('mv', row, foreign.id)).statusCode).toBe(404);
    expect((await copy('svl', resultados(record.id), own.id)).statusCode).toBe(403);
    expect((await copy('mvmunicipal', row, own.id)).statusCode).toBe(404);
    const companion = await createNotificacao(as('mv'), 'ROLE_MV', notificacaoPayload(refs, 'DOM_COMPANHIA'));
    const mine = await uploaded('mv', proprios(companion.id), 'c.pdf', pdf('c'));
    const closed = await copy('mv', resultados(companion.id), mine.id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json<{ message: string }>().message).toBe(
      'Só pode anexar resultados laboratoriais a uma notificação com teste laboratorial realizado.',
    );
    // What was refused stored nothing.
    expect((await storedKeys()).length).toBe(before.length + 1);
  });
});
