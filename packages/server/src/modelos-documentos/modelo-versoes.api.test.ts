import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_USE_MESSAGE } from '@sigsa/domain/admin/admin-registry';
import { MODELO_MESSAGES, type ModeloVersao } from '@sigsa/domain/admin/entities/modelos-documentos.admin';
import { queryRows } from '../db/client.ts';
import { DemoUsers } from '../test/demo-users.ts';
import { multipartBody } from '../test/multipart-body.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Document templates' files in versions (issue 13): uploaded by ROLE_SIGSA, numbered, never replaced, the latest
// in force; read by those who consult Gerir; an archived template takes no new version; one with versions is
// archived, not deleted.

let t: TestApp;
let filesDir: string;
const users = new DemoUsers(['sigsa', 'gestor', 'mv']);
const { as } = users;
const ROLE = { sigsa: 'ROLE_SIGSA', gestor: 'ROLE_MANAGER', mv: 'ROLE_MV' } as const;
type Who = keyof typeof ROLE;
const q = (who: Who) => `role=${ROLE[who]}`;

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n% modelo v1\n'), Buffer.alloc(64, 0x20)]);
const text = Buffer.from('Certificado de vacinação\nExploração: {{marca}}\n', 'utf8');
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

function upload(who: Who, id: number, filename: string, content: Buffer) {
  const { payload, headers } = multipartBody([{ name: 'file', filename, content }]);
  return as(who).request({
    method: 'POST',
    url: `/api/modelosDocumentos/${id}/versoes?${q(who)}`,
    payload,
    headers,
  });
}

const versions = async (who: Who, id: number) =>
  as(who).get(`/api/modelosDocumentos/${id}/versoes?${q(who)}`);

function storedFiles(): number {
  if (!fs.existsSync(filesDir)) return 0;
  return fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function newTemplate(codigo: string): Promise<number> {
  const res = await as('sigsa').post(`/api/modelosDocumentos?${q('sigsa')}`, {
    codigo,
    descricao: `Modelo ${codigo}`,
    observacoes: null,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

beforeAll(async () => {
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-modelos-'));
  t = await createTestApp({ config: { filesDir } });
  await users.signIn(t);
});

afterAll(async () => {
  await t.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

describe('document template versions', () => {
  it('numbers each upload, keeps every version and serves the latest as the one in force', async () => {
    const id = await newTemplate('CERT_TESTE');
    expect((await versions('sigsa', id)).json()).toEqual({ _embedded: { versoes: [] } });
    const none = await as('sigsa').get(`/api/modelosDocumentos/${id}/conteudo?${q('sigsa')}`);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe(MODELO_MESSAGES.noVersion);

    const first = await upload('sigsa', id, 'certificado.pdf', pdf);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<ModeloVersao>()).toMatchObject({
      versao: 1,
      nome: 'certificado.pdf',
      tipoMime: 'application/pdf',
      tamanho: pdf.length,
      sha256: sha256(pdf),
      carregadoPor: 'sigsa',
      atual: true,
    });
    const second = await upload('sigsa', id, 'certificado.txt', text);
    expect(second.json<ModeloVersao>()).toMatchObject({ versao: 2, sha256: sha256(text), atual: true });

    const list = (await versions('gestor', id)).json<{ _embedded: { versoes: ModeloVersao[] } }>();
    expect(list._embedded.versoes.map((v) => [v.versao, v.atual])).toEqual([
      [2, true],
      [1, false],
    ]);
    const v1 = await as('gestor').get(`/api/modelosDocumentos/${id}/versoes/1/conteudo?${q('gestor')}`);
    expect(v1.statusCode).toBe(200);
    expect(v1.rawPayload.equals(pdf)).toBe(true);
    expect(v1.headers['content-disposition']).toContain('certificado.pdf');
    const current = await as('sigsa').get(`/api/modelosDocumentos/${id}/conteudo?${q('sigsa')}`);
    expect(current.rawPayload.equals(text)).toBe(true);
    const missing = await as('sigsa').get(`/api/modelosDocumentos/${id}/versoes/9/conteudo?${q('sigsa')}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe(MODELO_MESSAGES.unknownVersion);

    // The list shows the version in force.
    const rows = await as('sigsa').get(
      `/api/modelosDocumentos/search/filter?size=100&${q('sigsa')}&codigo=${encodeURIComponent(JSON.stringify({ value: 'CERT_TESTE' }))}`,
    );
    expect(rows.statusCode, rows.body).toBe(200);
    const [row] = rows.json<{ _embedded: { modelosDocumentos: Record<string, unknown>[] } }>()._embedded
      .modelosDocumentos;
    expect(row).toMatchObject({ codigo: 'CERT_TESTE', versao: 2, ficheiro: 'certificado.txt' });

    const audit = await queryRows<{ operacao: string; depois: { versao: number; sha256: string } }>(
      t.handle.db,
      sql`SELECT operacao, depois FROM alteracoes_gestao
          WHERE entidade = 'modelosDocumentos' AND registo_id = ${id} ORDER BY id`,
    );
    expect(audit.map((a) => a.operacao)).toEqual(['criar', 'nova versão', 'nova versão']);
    expect(audit[2]?.depois).toMatchObject({ versao: 2, sha256: sha256(text) });

    // A template with versions is archived, not deleted; archived, it takes no new version.
    const removed = await as('sigsa').delete(`/api/modelosDocumentos/${id}?${q('sigsa')}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json<{ message: string }>().message).toBe(IN_USE_MESSAGE);
    const archive = await as('sigsa').post(`/api/modelosDocumentos/${id}/arquivar?${q('sigsa')}`);
    expect(archive.statusCode, archive.body).toBe(200);
    const files = storedFiles();
    const refused = await upload('sigsa', id, 'v3.pdf', pdf);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MODELO_MESSAGES.archived);
    expect(storedFiles()).toBe(files);
    expect(
      (await versions('sigsa', id)).json<{ _embedded: { versoes: unknown[] } }>()._embedded.versoes,
    ).toHaveLength(2);
  });

  it('lets only ROLE_SIGSA upload, those who consult Gerir read, and leaves no file behind a refusal', async () => {
    const id = await newTemplate('CERT_PERFIS');
    const files = storedFiles();
    expect((await upload('gestor', id, 'a.pdf', pdf)).statusCode).toBe(403);
    expect((await upload('mv', id, 'a.pdf', pdf)).statusCode).toBe(403);
    expect((await versions('mv', id)).statusCode).toBe(403);
    expect((await versions('gestor', id)).statusCode).toBe(200);
    const unknown = await upload('sigsa', 999_999, 'a.pdf', pdf);
    expect(unknown.statusCode).toBe(404);
    const exe = await upload('sigsa', id, 'a.exe', Buffer.from('MZ\x90\x00binary'));
    expect(exe.statusCode).toBe(415);
    expect(storedFiles()).toBe(files);
    expect((await versions('sigsa', 999_999)).statusCode).toBe(404);
  });
});
