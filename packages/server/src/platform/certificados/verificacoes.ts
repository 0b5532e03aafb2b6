import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  avisoDeCopias,
  LIMITE_ENDERECOS_POR_HORA,
  type ContagemVerificacoes,
} from '@sigsa/domain/certificados/certificado';
import { demasiadasVerificacoesMessage } from '@sigsa/domain/certificados/codigo';
import { queryRows, statementOf, type Database } from '../../db/client.ts';
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
 * The public check, whole, in one statement built once and prepared — one round trip, one commit (the target is a
 * p95 of 5 ms; writing the statement's text took drizzle ~0.3 ms a call): the address's limits read and its check
 * counted (unless it is held off: then 429 and nothing else), the code looked up, the check counted against the
 * certificate, or else against the address's unknown codes. Every part reads the statement's snapshot, from before
 * its own writes, so "was this address among the last hour's" and "how many were" are both as they stood before
 * this check. The answer resolves to null when no certificate holds the code.
 */
export function verificadorDeCodigos(
  db: Database,
  throttle: AttemptThrottle,
): (pedido: PedidoDeVerificacao) => Promise<Verificacao | null> {
  const valor = (nome: string) => sql`${sql.placeholder(nome)}`;
  const agora = sql`${valor('agora')}::timestamptz`;
  const permitido = sql`(SELECT ok FROM permitido)`;
  const todas = throttle.preparedCount('todas', QR_CHECKS_POLICY, permitido);
  const desconhecidas = throttle.preparedCount(
    'desconhecidas',
    QR_UNKNOWN_POLICY,
    sql`${permitido} AND NOT EXISTS (SELECT 1 FROM c)`,
  );
  const executar = statementOf<
    Partial<CertificadoRow> & { bloqueadoAte: Date | string | null; recentes: number; jaRecente: boolean }
  >(
    db,
    sql`WITH bloqueio AS (${throttle.lockedUntilSql([valor('chaveTodas'), valor('chaveDesconhecidas')])}),
        permitido AS (SELECT ate IS NULL OR ate <= ${agora} AS ok FROM bloqueio),
        contagem AS (${todas.sql}),
        c AS (${selectCertificados(sql`c.codigo = ${valor('codigo')}::bpchar AND ${permitido}`)}),
        recentes AS (
          SELECT count(*)::int AS n, bool_or(v.endereco = ${valor('endereco')}::text) AS este
            FROM certificado_verificacoes v JOIN c ON v.certificado_id = c.id
           WHERE v.ultima_em >= ${valor('horaAtras')}::timestamptz),
        visto AS (
          INSERT INTO certificado_verificacoes (certificado_id, endereco, ultima_em, vezes)
          SELECT id, ${valor('endereco')}::text, ${agora}, 1 FROM c
          ON CONFLICT (certificado_id, endereco)
          DO UPDATE SET ultima_em = excluded.ultima_em, vezes = certificado_verificacoes.vezes + 1),
        desconhecido AS (${desconhecidas.sql})
        SELECT b.ate AS "bloqueadoAte", r.n AS recentes, coalesce(r.este, false) AS "jaRecente", c.*
          FROM bloqueio b CROSS JOIN recentes r LEFT JOIN c ON true`,
  );
  return async ({ codigo, ip, endereco, agora: instante }) => {
    const chaves = { todas: `qr:${ip}`, desconhecidas: `qr-desconhecido:${ip}` };
    const [row] = await executar({
      ...todas.values(chaves.todas),
      ...desconhecidas.values(chaves.desconhecidas),
      chaveTodas: chaves.todas,
      chaveDesconhecidas: chaves.desconhecidas,
      agora: instante.toISOString(),
      horaAtras: new Date(instante.getTime() - HORA_MS).toISOString(),
      codigo: codigo ?? '',
      endereco,
    });
    throttle.assertUnlocked(row?.bloqueadoAte ?? null, demasiadasVerificacoesMessage);
    if (!row || row.id === null || row.id === undefined) return null;
    const { bloqueadoAte: _, recentes, jaRecente, ...certificado } = row;
    return {
      row: certificado as CertificadoRow,
      excedeuLimite: !jaRecente && Number(recentes) === LIMITE_ENDERECOS_POR_HORA,
    };
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
