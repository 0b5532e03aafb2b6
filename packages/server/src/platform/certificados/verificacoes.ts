import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  avisoDeCopias,
  LIMITE_ENDERECOS_POR_HORA,
  type ContagemVerificacoes,
} from '@sigsa/domain/certificados/certificado';
import { demasiadasVerificacoesMessage } from '@sigsa/domain/certificados/codigo';
import { queryRows, queryRowsPrepared, type Database } from '../../db/client.ts';
import { QR_CHECKS_POLICY, QR_UNKNOWN_POLICY, type AttemptThrottle } from '../auth/throttle.ts';
import { createNotifications, escapeHtml } from '../notifications/notifications.ts';
import type { RecordType } from '../records/record-type.ts';
import { selectCertificados, type CertificadoRow } from './certificados.read.ts';

// Who checks a certificate publicly (issue 18, "copies spotted"): each check is counted per certificate and
// address, and a certificate checked from over LIMITE_ENDERECOS_POR_HORA addresses within an hour is told to the
// national authority (ALTA), because a certificate's holder rarely shows it to that many people that quickly.

const HORA_MS = 60 * 60_000;

/**
 * The address as stored: an HMAC under the deployment's secret, so the table counts addresses without holding
 * any (an address is personal data; a plain hash of an IPv4 address is undone by trying all 2^32).
 */
export function enderecoGuardado(segredo: string, endereco: string): string {
  return createHmac('sha256', segredo).update(`validarQR:${endereco}`).digest('base64url').slice(0, 22);
}

/** The certificate of a public code, and whether this check took it over the limit of addresses in an hour. */
export interface Verificacao {
  row: CertificadoRow;
  /** True on the one check that made it LIMITE_ENDERECOS_POR_HORA + 1 addresses within the last hour. */
  excedeuLimite: boolean;
}

/** One public check: the normalised code (null when malformed) and who asks. */
export interface PedidoDeVerificacao {
  codigo: string | null;
  /** The client's address (TRUST_PROXY decides which), for the per-address limits. */
  ip: string;
  /** The address as stored ({@link enderecoGuardado}). */
  endereco: string;
  agora: Date;
}

/**
 * A public check, whole, in one prepared statement — one round trip, one commit (the target is a p95 of 5 ms):
 * the address's limits read and its check counted (unless it is held off: then 429 and nothing else), the code
 * looked up, the check counted against the certificate, or else against the address's unknown codes. Every part
 * reads the statement's snapshot, from before its own writes, so "was this address among the last hour's" and
 * "how many were" are both as they stood before this check. Null: no certificate holds that code.
 */
export async function verificarCodigo(
  db: Database,
  throttle: AttemptThrottle,
  pedido: PedidoDeVerificacao,
): Promise<Verificacao | null> {
  const { codigo, ip, endereco, agora } = pedido;
  const chaves = { todas: `qr:${ip}`, desconhecidas: `qr-desconhecido:${ip}` };
  const agoraTs = sql`${agora.toISOString()}::timestamptz`;
  const horaAtras = sql`${new Date(agora.getTime() - HORA_MS).toISOString()}::timestamptz`;
  const permitido = sql`(SELECT ok FROM permitido)`;
  const [row] = await queryRowsPrepared<
    Partial<CertificadoRow> & { bloqueadoAte: Date | string | null; recentes: number; jaRecente: boolean }
  >(
    db,
    sql`WITH bloqueio AS (${throttle.lockedUntilSql([chaves.todas, chaves.desconhecidas])}),
        permitido AS (SELECT ate IS NULL OR ate <= ${agoraTs} AS ok FROM bloqueio),
        contagem AS (${throttle.countSql(chaves.todas, QR_CHECKS_POLICY, permitido)}),
        c AS (${selectCertificados(sql`c.codigo = ${codigo ?? ''}::bpchar AND ${permitido}`)}),
        recentes AS (
          SELECT count(*)::int AS n, bool_or(v.endereco = ${endereco}) AS este
            FROM certificado_verificacoes v JOIN c ON v.certificado_id = c.id
           WHERE v.ultima_em >= ${horaAtras}),
        visto AS (
          INSERT INTO certificado_verificacoes (certificado_id, endereco, ultima_em, vezes)
          SELECT id, ${endereco}, ${agoraTs}, 1 FROM c
          ON CONFLICT (certificado_id, endereco)
          DO UPDATE SET ultima_em = excluded.ultima_em, vezes = certificado_verificacoes.vezes + 1),
        desconhecido AS (
          ${throttle.countSql(chaves.desconhecidas, QR_UNKNOWN_POLICY, sql`${permitido} AND NOT EXISTS (SELECT 1 FROM c)`)})
        SELECT b.ate AS "bloqueadoAte", r.n AS recentes, coalesce(r.este, false) AS "jaRecente", c.*
          FROM bloqueio b CROSS JOIN recentes r LEFT JOIN c ON true`,
  );
  throttle.assertUnlocked(row?.bloqueadoAte ?? null, demasiadasVerificacoesMessage);
  if (!row || row.id === null || row.id === undefined) return null;
  const { bloqueadoAte: _, recentes, jaRecente, ...certificado } = row;
  return {
    row: certificado as CertificadoRow,
    excedeuLimite: !jaRecente && Number(recentes) === LIMITE_ENDERECOS_POR_HORA,
  };
}

/** Tells every active ROLE_SIGSA user (ALTA) that a certificate is being checked from many addresses. */
export async function avisarCopias(db: Database, type: RecordType | undefined, row: CertificadoRow) {
  const users = await queryRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT u.id FROM utilizadores u
          JOIN utilizador_roles ur ON ur.utilizador_id = u.id AND ur.role = 'ROLE_SIGSA'
         WHERE u.enabled`,
  );
  if (users.length === 0) return;
  await db.transaction((tx) =>
    createNotifications(
      tx,
      users.map((u) => ({
        utilizadorId: Number(u.id),
        tipo: 'CERTIFICACAO',
        titulo: `Certificado ${row.numero}`,
        mensagem: `<p>${escapeHtml(avisoDeCopias(row.numero))}</p>`,
        importancia: 'ALTA' as const,
        link: type ? type.detailRoute(row.registoId) : null,
      })),
    ),
  );
}

/** The checks of each certificate in `ids` (none counted: zeros). */
export async function contagensDeVerificacoes(
  db: Database,
  ids: number[],
  agora: Date,
): Promise<Map<number, ContagemVerificacoes>> {
  const contagens = new Map<number, ContagemVerificacoes>(
    ids.map((id) => [id, { total: 0, enderecos: 0, enderecosUltimaHora: 0 }]),
  );
  if (ids.length === 0) return contagens;
  const rows = await queryRows<{ id: number; total: number; enderecos: number; recentes: number }>(
    db,
    sql`SELECT certificado_id AS id, sum(vezes)::int AS total, count(*)::int AS enderecos,
               (count(*) FILTER (WHERE ultima_em >= ${new Date(agora.getTime() - HORA_MS).toISOString()}::timestamptz))::int AS recentes
          FROM certificado_verificacoes WHERE certificado_id IN ${ids} GROUP BY certificado_id`,
  );
  for (const r of rows)
    contagens.set(Number(r.id), {
      total: Number(r.total),
      enderecos: Number(r.enderecos),
      enderecosUltimaHora: Number(r.recentes),
    });
  return contagens;
}
