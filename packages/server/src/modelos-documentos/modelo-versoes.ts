import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { MODELO_MESSAGES, type ModeloVersao } from '@sigsa/domain/admin/entities/modelos-documentos.admin';
import { queryRows, type Database, type Tx } from '../db/client.ts';
import { writeGestaoChange, type AdminActor } from '../platform/admin/admin-audit.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import type { ReceivedFile, StoredDocument } from '../platform/files/upload.ts';
import { conflict, notFound } from '../platform/http/errors.ts';

// The versions of a document template's file (issue 13): numbered from 1 under the template's row lock, never
// replaced nor deleted; the latest is in force. Each upload leaves an audit row of the template
// (`nova versão`, the file's name, size and SHA-256).

const ENTITY = 'modelosDocumentos';
const NOT_FOUND = 'Modelo de documento inexistente.';

interface VersionRow {
  versao: number;
  chave: string;
  nome: string;
  tipoMime: string;
  tamanho: number;
  sha256: string;
  carregadoPor: string;
  carregadoEm: string | Date;
}

const COLUMNS = sql`v.versao, v.chave, v.nome, v.tipo_mime AS "tipoMime", v.tamanho, v.sha256,
  v.carregado_por AS "carregadoPor", v.carregado_em AS "carregadoEm"`;

function answer(row: VersionRow, latest: number): ModeloVersao {
  return {
    versao: row.versao,
    nome: row.nome,
    tipoMime: row.tipoMime,
    tamanho: row.tamanho,
    sha256: row.sha256,
    carregadoPor: row.carregadoPor,
    carregadoEm: new Date(row.carregadoEm).toISOString(),
    atual: row.versao === latest,
  };
}

/** The SHA-256 of a stored file, read back from the store (what was kept, not what was sent). */
export async function storedSha256(store: FileStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of await store.open(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The template's versions, newest first; 404 when there is no such template. */
export async function listVersions(db: Database, modeloId: number): Promise<ModeloVersao[]> {
  const [modelo] = await queryRows(db, sql`SELECT id FROM modelos_documentos WHERE id = ${modeloId}`);
  if (!modelo) throw notFound(NOT_FOUND);
  const rows = await queryRows<VersionRow>(
    db,
    sql`SELECT ${COLUMNS} FROM modelos_documentos_versoes v WHERE v.modelo_id = ${modeloId}
        ORDER BY v.versao DESC`,
  );
  return rows.map((row) => answer(row, rows[0]?.versao ?? 0));
}

/** The stored file of version `versao` (the latest when null) of a template; 404 when there is none. */
export async function versionFile(
  db: Database,
  where: { modeloId: number } | { codigo: string },
  versao: number | null,
): Promise<StoredDocument & { versao: number; sha256: string }> {
  const template = 'codigo' in where ? sql`m.codigo = ${where.codigo}` : sql`m.id = ${where.modeloId}`;
  const [row] = await queryRows<VersionRow>(
    db,
    sql`SELECT ${COLUMNS} FROM modelos_documentos m JOIN modelos_documentos_versoes v ON v.modelo_id = m.id
        WHERE ${template} ${versao === null ? sql`` : sql`AND v.versao = ${versao}`}
        ORDER BY v.versao DESC LIMIT 1`,
  );
  if (!row) throw notFound(versao === null ? MODELO_MESSAGES.noVersion : MODELO_MESSAGES.unknownVersion);
  return row;
}

/**
 * Records an uploaded file as the template's next version, in one transaction with its audit row. The template
 * row is locked, so two uploads never take the same number; an archived template takes none (409).
 */
export async function addVersion(
  db: Database,
  actor: AdminActor,
  modeloId: number,
  file: ReceivedFile & { sha256: string },
): Promise<ModeloVersao> {
  return db.transaction(async (tx: Tx) => {
    const [modelo] = await queryRows<{ arquivado: boolean }>(
      tx,
      sql`SELECT arquivado FROM modelos_documentos WHERE id = ${modeloId} FOR UPDATE`,
    );
    if (!modelo) throw notFound(NOT_FOUND);
    if (modelo.arquivado) throw conflict(MODELO_MESSAGES.archived);
    const [row] = await queryRows<VersionRow>(
      tx,
      sql`INSERT INTO modelos_documentos_versoes AS v
            (modelo_id, versao, chave, nome, tipo_mime, tamanho, sha256, carregado_por)
          SELECT ${modeloId}, coalesce(max(versao), 0) + 1, ${file.key}, ${file.nome}, ${file.tipoMime},
            ${file.size}, ${file.sha256}, ${actor.username}
          FROM modelos_documentos_versoes WHERE modelo_id = ${modeloId}
          RETURNING ${COLUMNS}`,
    );
    if (!row) throw new Error('modelos_documentos_versoes: a inserção não devolveu a linha.');
    const { versao, nome, tamanho, sha256 } = row;
    await writeGestaoChange(
      tx,
      {
        entidade: ENTITY,
        registoId: modeloId,
        operacao: 'nova versão',
        antes: versao > 1 ? { versao: versao - 1 } : null,
        depois: { versao, nome, tamanho, sha256 },
      },
      actor,
    );
    return answer(row, versao);
  });
}
