import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { sql } from 'drizzle-orm';
import { enderecoDeVerificacao } from '@sigsa/domain/certificados/codigo';
import type { Database } from '../../db/client.ts';
import { FileNotFoundError, newFileKey, type FileStore } from '../files/file-store.ts';
import { attachmentDisposition } from '../files/file-name.ts';
import { certificadoPorId, type CertificadoRow } from './certificados.read.ts';
import type { AssinadorPdf } from './assinatura.ts';
import { desenharPdf } from './pdf-thread.ts';

// A certificate's PDF is rendered once, from its snapshot, and kept in the file store with its SHA-256: after the
// operation that issued it commits, or, if that failed, at the first download or public check, under the
// certificate's row lock so two first readers never render it twice.

/** What is stored of a rendered certificate. */
export interface PdfGuardado {
  chave: string;
  hash: string;
}

/** The PDF of an issued certificate, as printed: signed when the deployment has a signing key. */
export async function pdfDoCertificado(
  row: CertificadoRow,
  enderecoPublico: string,
  assinador: AssinadorPdf | null,
): Promise<Buffer> {
  const pdf = await desenharPdf({
    instantaneo: row.snapshot,
    emissao: {
      numero: row.numero,
      codigo: row.codigo,
      endereco: enderecoDeVerificacao(enderecoPublico, row.codigo),
      dataValidacao: new Date(row.dataValidacao),
      servicoEmissor: row.servicoEmissor,
    },
    emitidoEm: new Date(row.emitidoEm),
  });
  return assinador ? assinador.assinar(pdf, new Date()) : pdf;
}

/** SHA-256 of some bytes, in hex: what the public page shows and the browser compares. */
export function sha256Hex(bytes: Uint8Array): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** The stored PDF of a certificate row, when it has one whose file is still there. */
async function guardado(store: FileStore, row: CertificadoRow): Promise<PdfGuardado | null> {
  return row.ficheiro && row.hashPdf && (await store.exists(row.ficheiro))
    ? { chave: row.ficheiro, hash: row.hashPdf }
    : null;
}

/**
 * The stored PDF of certificate `id`, rendering and storing it first when it has none (or its file is gone);
 * null when there is no such certificate. The render runs outside any transaction (PGlite serves one at a time,
 * and a render takes up to half a second); storing takes the row lock, and a reader that finds the PDF stored by
 * another meanwhile keeps that one, so a certificate has one PDF and one hash.
 */
export async function garantirPdf(
  db: Database,
  store: FileStore,
  id: number,
  enderecoPublico: string,
  assinador: AssinadorPdf | null,
): Promise<PdfGuardado | null> {
  const row = await certificadoPorId(db, id);
  if (!row) return null;
  const existente = await guardado(store, row);
  if (existente) return existente;
  const bytes = await pdfDoCertificado(row, enderecoPublico, assinador);
  return db.transaction(async (tx) => {
    const locked = await certificadoPorId(tx, id, true);
    if (!locked) return null;
    const primeiro = await guardado(store, locked);
    if (primeiro) return primeiro;
    const chave = newFileKey();
    await store.put(chave, Readable.from([bytes]));
    const hash = sha256Hex(bytes);
    await tx.execute(sql`UPDATE certificados SET ficheiro = ${chave}, hash_pdf = ${hash} WHERE id = ${id}`);
    return { chave, hash };
  });
}

/**
 * Renders the PDFs of certificates just issued after the response (a validation does not wait for its PDF); a
 * failure is logged and the first download or check renders it. Closing the app waits for those under way.
 */
export class GeradorPdfs {
  private readonly pendentes = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly store: FileStore,
    private readonly enderecoPublico: string,
    private readonly assinador: AssinadorPdf | null,
  ) {}

  agendar(id: number, log: FastifyBaseLogger): void {
    const pendente = garantirPdf(this.db, this.store, id, this.enderecoPublico, this.assinador)
      .then(() => undefined)
      .catch((error: unknown) => {
        log.error({ err: error, certificado: id }, 'certificado: PDF por gerar; gera-se no primeiro pedido');
      })
      .finally(() => this.pendentes.delete(pendente));
    this.pendentes.add(pendente);
  }

  garantir(id: number): Promise<PdfGuardado | null> {
    return garantirPdf(this.db, this.store, id, this.enderecoPublico, this.assinador);
  }

  /** Resolves once every render under way has ended. */
  async esperar(): Promise<void> {
    await Promise.all([...this.pendentes]);
  }
}

/** Sends PDF bytes or a stored PDF as a download named after `nome`. */
export async function enviarPdf(
  reply: FastifyReply,
  nome: string,
  conteudo: Buffer | { store: FileStore; chave: string },
) {
  let body: Buffer | Readable;
  if (Buffer.isBuffer(conteudo)) body = conteudo;
  else {
    try {
      body = await conteudo.store.open(conteudo.chave);
    } catch (error) {
      if (error instanceof FileNotFoundError) throw new Error('certificado: PDF guardado em falta');
      throw error;
    }
  }
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', attachmentDisposition(nome))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(body);
}
