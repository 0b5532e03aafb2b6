import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import { motivoRevogacaoAutomatica, type DescritorCertificado } from '@sigsa/domain/certificados/certificado';
import { certificadoDe } from '@sigsa/domain/certificados/certificados.registry';
import { codigoDosBytes, BYTES_CODIGO, numeroCertificado } from '@sigsa/domain/certificados/codigo';
import { instantaneoDoCertificado } from '@sigsa/domain/certificados/instantaneo';
import { queryRows, type Tx } from '../../db/client.ts';
import { createNotifications, escapeHtml } from '../notifications/notifications.ts';
import type { VisibilityContext } from '../resources/resource.types.ts';
import { writeAudit } from '../records/audit.ts';
import type { LockedRecord } from '../records/operation-runner.ts';
import { loadRecord } from '../records/record-presenter.ts';
import type { RecordType } from '../records/record-type.ts';

// Certificates issued and revoked with the operations that move a record into or out of a certifiable state
// (issue 18; docs/decisions.md, "Certificados e validarQR"): in the operation's transaction, so a validation that
// fails leaves no certificate, and one that commits always has its certificate, audit row and notice.

/** The audit operations of a certificate (the record's history shows them). */
export type OperacaoCertificado = 'emitirCertificado' | 'revogarCertificado' | 'reemitirCertificado';

/**
 * The issuing service: the DGAV for a validator of the central authority (ROLE_SIGSA, ROLE_MANAGER), else the
 * caller's regional service (SVL/SVR, who hold only the limited level on record areas today, so never validate).
 */
async function servicoEmissor(tx: Tx, actor: Actor): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    actor.role === 'ROLE_SIGSA' || actor.role === 'ROLE_MANAGER'
      ? sql`SELECT id FROM dsavrs WHERE tipo = 'SERVICO_CENTRAL' ORDER BY id LIMIT 1`
      : sql`SELECT coalesce(
              (SELECT ud.dsavr_id FROM utilizador_dsavrs ud WHERE ud.utilizador_id = ${actor.userId}
                ORDER BY ud.dsavr_id LIMIT 1),
              (SELECT id FROM dsavrs WHERE tipo = 'SERVICO_CENTRAL' ORDER BY id LIMIT 1)) AS id`,
  );
  if (!row) throw new Error('dsavrs: sem serviço central para emitir certificados.');
  return Number(row.id);
}

/** Tells the record's keepers (creator, responsible users) about its certificate; never the actor. */
async function avisarGuardioes(
  tx: Tx,
  type: RecordType,
  record: LockedRecord<string>,
  actor: Actor,
  mensagem: string,
  alta: boolean,
): Promise<void> {
  const keepers = await queryRows<{ id: number }>(
    tx,
    sql`SELECT u.id FROM utilizadores u
         WHERE u.enabled AND (u.username = ${record.createdBy ?? ''}
           ${record.responsaveis.length > 0 ? sql`OR u.id IN ${record.responsaveis}` : sql``})`,
  );
  const ids = keepers.map((k) => Number(k.id)).filter((id) => id !== actor.userId);
  if (ids.length === 0) return;
  await createNotifications(
    tx,
    ids.map((utilizadorId) => ({
      utilizadorId,
      tipo: 'CERTIFICACAO',
      titulo: `${type.label} ${record.numeroSerie ?? 'N.d.'}`,
      mensagem: `<p>${escapeHtml(mensagem)}</p>`,
      importancia: alta ? 'ALTA' : 'NORMAL',
      link: type.detailRoute(record.id),
    })),
  );
}

async function auditar(
  tx: Tx,
  type: RecordType,
  record: LockedRecord<string>,
  estado: string,
  operacao: OperacaoCertificado,
  actor: Actor,
  motivo: string | null,
): Promise<void> {
  await writeAudit(tx, {
    entidade: type.entity,
    registoId: record.id,
    operacao,
    estadoAnterior: estado,
    estadoNovo: estado,
    utilizador: actor.username,
    role: actor.role,
    motivo,
  });
}

/**
 * Issues a certificate of `record` (in `estado`, certifiable): its number, a fresh public code, the snapshot of
 * what it prints and the issuing service; answers its id. The PDF is rendered later, from the snapshot.
 */
export async function emitirCertificado(
  tx: Tx,
  type: RecordType,
  descritor: DescritorCertificado,
  record: LockedRecord<string>,
  estado: string,
  actor: Actor,
  ctx: VisibilityContext,
  operacao: Extract<OperacaoCertificado, 'emitirCertificado' | 'reemitirCertificado'>,
): Promise<number> {
  const registo = await loadRecord(tx, type, record.id, ctx, 'full');
  const [anteriores] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM certificados WHERE entidade = ${type.entity} AND registo_id = ${record.id}`,
  );
  const ordem = Number(anteriores?.n ?? 0) + 1;
  const numero = numeroCertificado(record.numeroSerie ?? String(record.id), ordem);
  const instantaneo = instantaneoDoCertificado(descritor, registo);
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO certificados (entidade, registo_id, numero, ordem, codigo, data_validacao, servico_emissor_id,
          snapshot, emitido_por)
        VALUES (${type.entity}, ${record.id}, ${numero}, ${ordem}, ${codigoDosBytes(randomBytes(BYTES_CODIGO))},
          now(), ${await servicoEmissor(tx, actor)}, ${JSON.stringify(instantaneo)}::jsonb, ${actor.username})
        RETURNING id`,
  );
  if (!row) throw new Error('certificados: a inserção não devolveu o id.');
  await auditar(tx, type, record, estado, operacao, actor, null);
  await avisarGuardioes(tx, type, record, actor, `Emitido o certificado ${numero}.`, false);
  return Number(row.id);
}

/** Sets the record's active certificate to `estado` (REVOGADO or SUBSTITUIDO); answers its number, if any. */
export async function encerrarAtivo(
  tx: Tx,
  entidade: string,
  registoId: number,
  estado: 'REVOGADO' | 'SUBSTITUIDO',
  motivo: string | null,
): Promise<string | null> {
  const [row] = await queryRows<{ numero: string }>(
    tx,
    sql`UPDATE certificados SET estado = ${estado}, estado_desde = now(), motivo = ${motivo}
         WHERE entidade = ${entidade} AND registo_id = ${registoId} AND estado = 'VALIDO'
        RETURNING numero`,
  );
  return row?.numero ?? null;
}

/** Revokes `record`'s active certificate, audited and told to its keepers (ALTA); nothing when it has none. */
export async function revogarAtivo(
  tx: Tx,
  type: RecordType,
  record: LockedRecord<string>,
  estado: string,
  motivo: string,
  actor: Actor,
): Promise<void> {
  const numero = await encerrarAtivo(tx, type.entity, record.id, 'REVOGADO', motivo);
  if (!numero) return;
  await auditar(tx, type, record, estado, 'revogarCertificado', actor, motivo);
  await avisarGuardioes(tx, type, record, actor, `Revogado o certificado ${numero}: ${motivo}`, true);
}

/**
 * What an operation from `record.estado` to `to` does to certificates, in its transaction: entering a certifiable
 * state issues one (its id is answered, for its PDF after the commit), leaving one revokes the active one;
 * nothing for a type without a certificate.
 */
export async function certificarOperacao(
  tx: Tx,
  type: RecordType,
  record: LockedRecord<string>,
  to: string,
  actor: Actor,
  ctx: VisibilityContext,
): Promise<number | null> {
  const descritor = certificadoDe(type.entity);
  if (!descritor) return null;
  const antes = descritor.estados.includes(record.estado);
  const depois = descritor.estados.includes(to);
  if (depois && !antes)
    return emitirCertificado(tx, type, descritor, record, to, actor, ctx, 'emitirCertificado');
  if (antes && !depois) await revogarAtivo(tx, type, record, to, motivoRevogacaoAutomatica(to), actor);
  return null;
}
