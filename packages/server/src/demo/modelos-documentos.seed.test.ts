import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { LocalFileStore } from '../platform/files/file-store.ts';
import { openTestDatabase } from '../test/test-db.ts';
import { seedDemoModelosDocumentos } from './modelos-documentos.seed.ts';

let handle: DatabaseHandle;
let dir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sigsa-demo-modelos-'));
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const files = () => fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

describe('demo document templates', () => {
  it('adds the vaccination certificate template with its file as version 1, once', async () => {
    const store = new LocalFileStore(dir);
    expect(await seedDemoModelosDocumentos(handle.db, store)).toBe(1);
    const [version] = await queryRows<{ chave: string; sha256: string; versao: number }>(
      handle.db,
      sql`SELECT v.chave, v.sha256, v.versao FROM modelos_documentos m
          JOIN modelos_documentos_versoes v ON v.modelo_id = m.id WHERE m.codigo = 'CERTIFICADO_VACINACAO'`,
    );
    expect(version?.versao).toBe(1);
    const [file] = files();
    const content = fs.readFileSync(path.join(file?.parentPath ?? '', file?.name ?? ''));
    expect(createHash('sha256').update(content).digest('hex')).toBe(version?.sha256);
    // Again: nothing added, and no file left behind.
    expect(await seedDemoModelosDocumentos(handle.db, store)).toBe(0);
    expect(files()).toHaveLength(1);
  });
});
