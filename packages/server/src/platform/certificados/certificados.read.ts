import { sql, type SQL } from 'drizzle-orm';
import type { EstadoCertificado, VerificacaoCertificado } from '@sigsa/domain/certificados/certificado';
import { enderecoDeVerificacao } from '@sigsa/domain/certificados/codigo';
import type { InstantaneoCertificado } from '@sigsa/domain/certificados/instantaneo';
import { queryRows, type Database, type Tx } from '../../db/client.ts';
import { link } from '../http/hal.ts';

// Reading certificates back: the public check by code, and a record's certificates for those who see it.

/** A certificate as stored, with its issuing service's name. */
export interface CertificadoRow {
  id: number;
  entidade: string;
  registoId: number;
  numero: string;
  ordem: number;
  codigo: string;
  estado: EstadoCertificado;
  estadoDesde: Date | string;
  motivo: string | null;
  dataValidacao: Date | string;
  servicoEmissor: string;
  snapshot: InstantaneoCertificado;
  ficheiro: string | null;
  hashPdf: string | null;
  emitidoPor: string;
  emitidoEm: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The certificates `where` holds, the latest issue first (`c` is the certificate, `d` its issuing service). */
export function selectCertificados(where: SQL, lock = false): SQL {
  return sql`SELECT c.id, c.entidade, c.registo_id AS "registoId", c.numero, c.ordem, c.codigo, c.estado,
                    c.estado_desde AS "estadoDesde", c.motivo, c.data_validacao AS "dataValidacao",
                    d.nome AS "servicoEmissor", c.snapshot, c.ficheiro, c.hash_pdf AS "hashPdf",
                    c.emitido_por AS "emitidoPor", c.emitido_em AS "emitidoEm"
               FROM certificados c JOIN dsavrs d ON d.id = c.servico_emissor_id
              WHERE ${where}
              ORDER BY c.ordem DESC
              ${lock ? sql`FOR UPDATE OF c` : sql``}`;
}

/** A certificate by id, locked until the transaction ends when `lock`; null when there is none. */
export async function certificadoPorId(
  db: Database | Tx,
  id: number,
  lock = false,
): Promise<CertificadoRow | null> {
  const [row] = await queryRows<CertificadoRow>(db, selectCertificados(sql`c.id = ${id}`, lock));
  return row ?? null;
}

/** Every certificate of one record, the latest issue first. */
export async function certificadosDoRegisto(
  db: Database,
  entidade: string,
  registoId: number,
): Promise<CertificadoRow[]> {
  return queryRows<CertificadoRow>(
    db,
    selectCertificados(sql`c.entidade = ${entidade} AND c.registo_id = ${registoId}`),
  );
}

/** What the public page shows of a certificate: {@link VerificacaoCertificado}'s keys and no other. */
export function verificacaoDe(row: CertificadoRow): VerificacaoCertificado {
  return {
    numero: row.numero,
    tipo: row.snapshot.titulo,
    estado: row.estado,
    estadoDesde: iso(row.estadoDesde),
    motivo: row.motivo,
    dataValidacao: iso(row.dataValidacao),
    servicoEmissor: row.servicoEmissor,
    hashPdf: row.hashPdf,
    campos: row.snapshot.publicos.map((c) => ({ nome: c.rotulo, valor: c.valor })),
  };
}

/** A certificate as a record's panel reads it: the public answer, its code and links. */
export interface CertificadoAnswer extends VerificacaoCertificado {
  id: number;
  ordem: number;
  codigo: string;
  /** The address its QR encodes (the public check). */
  endereco: string;
  emitidoPor: string;
  emitidoEm: string;
  _links: { self: { href: string }; pdf: { href: string } };
}

export function certificadoAnswer(row: CertificadoRow, enderecoPublico: string): CertificadoAnswer {
  return {
    id: row.id,
    ordem: row.ordem,
    ...verificacaoDe(row),
    codigo: row.codigo,
    endereco: enderecoDeVerificacao(enderecoPublico, row.codigo),
    emitidoPor: row.emitidoPor,
    emitidoEm: iso(row.emitidoEm),
    _links: { self: link(`certificados/${row.id}`), pdf: link(`certificados/${row.id}/pdf`) },
  };
}
