import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICADO_INATIVO_MESSAGE,
  MOTIVO_REVOGACAO_MESSAGE,
  revogacaoSchema,
} from '@sigsa/domain/certificados/certificado';
import { certificadoDe } from '@sigsa/domain/certificados/certificados.registry';
import { instantaneoDoCertificado } from '@sigsa/domain/certificados/instantaneo';
import { estadoLabel } from '@sigsa/domain/records/estados';
import type { Actor } from '@sigsa/domain/workflow/workflow';
import type { Database, Tx } from '../../db/client.ts';
import type { RequestAuth } from '../auth/request-auth.ts';
import type { Clock } from '../clock.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { FileStore } from '../files/file-store.ts';
import { halPage } from '../http/hal.ts';
import { actorFor, visibleRecord, type LockedRecord } from '../records/operation-runner.ts';
import { loadRecord } from '../records/record-presenter.ts';
import type { RecordType } from '../records/record-type.ts';
import type { VisibilityContext } from '../resources/resource.types.ts';
import {
  certificadoAnswer,
  certificadoPorId,
  certificadosDoRegisto,
  type CertificadoRow,
} from './certificados.read.ts';
import { enviarPdf, type GeradorPdfs } from './certificados.pdf.ts';
import { emitirCertificado, encerrarAtivo, revogarAtivo } from './emissao.ts';
import { contagensDeVerificacoes } from './verificacoes.ts';
import { desenharPdf } from './pdf-thread.ts';

const MAX_ID = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });
const roleQuery = z.object({ role: z.string().max(64).optional() });
/** A number as part of a file name: `VAC/000012-1` → `VAC-000012-1`. */
const nomeDeFicheiro = (numero: string) => numero.replace(/[^\w.-]+/g, '-');

/** Read loosely here, checked after the permission by the domain's schema (a 403 comes before a 400). */
const revogarBody = z.object({ motivo: z.unknown() }).partial().nullish();

/** 404 of a certificate that does not exist or whose record the caller cannot see. */
export const CERTIFICADO_DESCONHECIDO_MESSAGE = 'O certificado não foi encontrado.';

/** Who may touch certificate `id`: its record type and the caller's actor there; 404 when there is none. */
async function acessoAoCertificado(
  db: Database,
  types: ReadonlyMap<string, RecordType>,
  auth: RequestAuth | null,
  id: number,
): Promise<{ type: RecordType; actor: Actor; ctx: VisibilityContext; registoId: number }> {
  const row = await certificadoPorId(db, id);
  const type = row ? types.get(row.entidade) : undefined;
  if (!row || !type) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
  try {
    return { type, ...(await actorFor(db, type, auth)), registoId: row.registoId };
  } catch (error) {
    // A role without the record's area learns nothing of the certificate either.
    if (error instanceof AppError && error.status === 403) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
    throw error;
  }
}

/**
 * In `tx`: the record (locked first, the order every operation takes), then the certificate (locked, read again:
 * its state is now settled); 404 when the caller cannot see the record.
 */
async function bloquearCertificado(
  tx: Tx,
  acesso: { type: RecordType; ctx: VisibilityContext; registoId: number },
  id: number,
): Promise<{ row: CertificadoRow; record: LockedRecord<string> }> {
  const record = await visibleRecord(tx, acesso.type, acesso.registoId, acesso.ctx, true);
  const row = record ? await certificadoPorId(tx, id, true) : null;
  if (!record || !row) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
  return { row, record };
}

/** Only the national authority revokes or reissues, and only a certificate still valid. */
function assertGerivel(actor: Actor, row: CertificadoRow): void {
  if (actor.role !== 'ROLE_SIGSA') throw forbidden();
  if (row.estado !== 'VALIDO') throw conflict(CERTIFICADO_INATIVO_MESSAGE);
}

/**
 * A record's certificates (issue 18): `GET {entity}/{id}/certificados` for whoever sees the record (ROLE_SIGSA
 * also sees their public checks); ROLE_SIGSA's
 * `POST certificados/{id}/revogar` (a reason required) and `POST certificados/{id}/reemitir` (the active one
 * superseded, a new number), each in one transaction with its audit row and the keepers' notice. Printing:
 * `GET {entity}/{id}/pdf` (the active certificate, else a draft rendered on request and never stored) and
 * `GET certificados/{id}/pdf`, to whoever sees the record.
 */
export function certificadosRoutes(deps: {
  db: Database;
  clock: Clock;
  types: readonly RecordType[];
  publicBaseUrl: string;
  store: FileStore;
  pdfs: GeradorPdfs;
}): FastifyPluginAsyncZod {
  const { db, clock, publicBaseUrl, store, pdfs } = deps;
  const types = new Map(deps.types.filter((t) => certificadoDe(t.entity)).map((t) => [t.entity, t]));
  return async (app) => {
    for (const type of types.values()) {
      app.get(
        `/${type.entity}/:id/certificados`,
        {
          schema: {
            tags: ['Certificados'],
            summary: `${type.label}: certificados do registo`,
            params: idParams,
            querystring: roleQuery,
          },
        },
        async (request) => {
          const { id } = request.params;
          const { actor, ctx } = await actorFor(db, type, request.auth);
          if (!(await visibleRecord(db, type, id, ctx, false))) throw notFound();
          const rows = await certificadosDoRegisto(db, type.entity, id);
          // Who checks a certificate is the national authority's to watch (copies spotted), nobody else's.
          const contagens =
            actor.role === 'ROLE_SIGSA'
              ? await contagensDeVerificacoes(
                  db,
                  rows.map((r) => r.id),
                  clock.now(),
                )
              : null;
          const items = rows.map((row) => ({
            ...certificadoAnswer(row, publicBaseUrl),
            ...(contagens ? { verificacoes: contagens.get(row.id) } : {}),
          }));
          return halPage(
            'certificados',
            items,
            { number: 0, size: items.length, totalElements: items.length },
            `${type.entity}/${id}/certificados`,
          );
        },
      );

      app.get(
        `/${type.entity}/:id/pdf`,
        {
          schema: {
            tags: ['Certificados'],
            summary: `${type.label}: imprimir (o certificado ativo, senão um rascunho)`,
            params: idParams,
            querystring: roleQuery,
          },
        },
        async (request, reply) => {
          const { id } = request.params;
          const { ctx } = await actorFor(db, type, request.auth);
          const record = await visibleRecord(db, type, id, ctx, false);
          if (!record) throw notFound();
          const ativo = (await certificadosDoRegisto(db, type.entity, id)).find((c) => c.estado === 'VALIDO');
          if (ativo) return enviarCertificado(reply, ativo.id);
          const descritor = certificadoDe(type.entity);
          if (!descritor) throw notFound();
          const registo = await loadRecord(db, type, id, ctx, 'full');
          const rascunho = await desenharPdf({
            instantaneo: instantaneoDoCertificado(descritor, registo),
            emissao: null,
            estadoAtual: estadoLabel(record.estado),
            emitidoEm: new Date(),
          });
          return enviarPdf(
            reply,
            `rascunho-${nomeDeFicheiro(record.numeroSerie ?? String(id))}.pdf`,
            rascunho,
          );
        },
      );
    }

    /** The stored PDF of a certificate, rendered first when it has none yet. */
    async function enviarCertificado(reply: FastifyReply, id: number) {
      const row = await certificadoPorId(db, id);
      const pdf = await pdfs.garantir(id);
      if (!row || !pdf) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
      return enviarPdf(reply, `certificado-${nomeDeFicheiro(row.numero)}.pdf`, { store, chave: pdf.chave });
    }

    app.get(
      '/certificados/:id/pdf',
      {
        schema: {
          tags: ['Certificados'],
          summary: 'Descarregar o PDF de um certificado',
          params: idParams,
          querystring: roleQuery,
        },
      },
      async (request, reply) => {
        const acesso = await acessoAoCertificado(db, types, request.auth, request.params.id);
        if (!(await visibleRecord(db, acesso.type, acesso.registoId, acesso.ctx, false)))
          throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
        return enviarCertificado(reply, request.params.id);
      },
    );

    app.post(
      '/certificados/:id/revogar',
      {
        schema: {
          tags: ['Certificados'],
          summary: 'Revogar um certificado (ROLE_SIGSA)',
          params: idParams,
          querystring: roleQuery,
          body: revogarBody,
        },
      },
      async (request) => {
        const acesso = await acessoAoCertificado(db, types, request.auth, request.params.id);
        const { type, actor } = acesso;
        const id = await db.transaction(async (tx) => {
          const { row, record } = await bloquearCertificado(tx, acesso, request.params.id);
          if (actor.role !== 'ROLE_SIGSA') throw forbidden();
          const input = revogacaoSchema.safeParse(request.body ?? {});
          if (!input.success) {
            const message = input.error.issues[0]?.message ?? MOTIVO_REVOGACAO_MESSAGE;
            throw badRequest(message, [{ field: 'motivo', message }]);
          }
          assertGerivel(actor, row);
          await revogarAtivo(tx, type, record, record.estado, input.data.motivo, actor);
          return row.id;
        });
        const row = await certificadoPorId(db, id);
        if (!row) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
        return certificadoAnswer(row, publicBaseUrl);
      },
    );

    app.post(
      '/certificados/:id/reemitir',
      {
        schema: {
          tags: ['Certificados'],
          summary: 'Reemitir um certificado (ROLE_SIGSA): o atual fica substituído',
          params: idParams,
          querystring: roleQuery,
        },
      },
      async (request) => {
        const acesso = await acessoAoCertificado(db, types, request.auth, request.params.id);
        const { type, actor, ctx } = acesso;
        const id = await db.transaction(async (tx) => {
          const { row, record } = await bloquearCertificado(tx, acesso, request.params.id);
          assertGerivel(actor, row);
          const descritor = certificadoDe(type.entity);
          if (!descritor) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
          await encerrarAtivo(tx, type.entity, record.id, 'SUBSTITUIDO', null);
          return emitirCertificado(
            tx,
            type,
            descritor,
            record,
            record.estado,
            actor,
            ctx,
            'reemitirCertificado',
          );
        });
        pdfs.agendar(id, request.log);
        const row = await certificadoPorId(db, id);
        if (!row) throw notFound(CERTIFICADO_DESCONHECIDO_MESSAGE);
        return certificadoAnswer(row, publicBaseUrl);
      },
    );
  };
}
