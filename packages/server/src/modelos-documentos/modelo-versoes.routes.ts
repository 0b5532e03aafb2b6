import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_ID } from '@sigsa/domain/validation/zod-messages';
import type { Database } from '../db/client.ts';
import { adminActor, gestaoReader } from '../platform/admin/admin-writes.ts';
import type { FileStore } from '../platform/files/file-store.ts';
import { keepOrDiscard, receiveUpload, sendDocument } from '../platform/files/upload.ts';
import { addVersion, listVersions, storedSha256, versionFile } from './modelo-versoes.ts';

const id = z.coerce.number().int().positive().max(MAX_ID);
const params = z.object({ id });
const versionParams = z.object({ id, versao: id });
const query = z.object({ role: z.string().max(64).optional() });
const tags = ['Gerir'];

/**
 * The files of document templates (issue 13): `GET modelosDocumentos/{id}/versoes` (newest first),
 * `POST modelosDocumentos/{id}/versoes` (multipart `file`: the next version; ROLE_SIGSA), and the downloads
 * `GET modelosDocumentos/{id}/versoes/{versao}/conteudo` and `GET modelosDocumentos/{id}/conteudo` (the version in
 * force). Reads need the CONSULTA level on `gestao`, uploads REGISTO.
 */
export function modeloVersoesRoutes(deps: {
  db: Database;
  store: FileStore;
  maxBytes: number;
}): FastifyPluginAsyncZod {
  const { db, store, maxBytes } = deps;
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20, fieldSize: 4096, headerPairs: 200 },
    });

    app.get(
      '/modelosDocumentos/:id/versoes',
      {
        schema: {
          tags,
          summary: 'Versões do ficheiro de um modelo de documento',
          params,
          querystring: query,
        },
      },
      async (request) => {
        gestaoReader(request.auth);
        return { _embedded: { versoes: await listVersions(db, request.params.id) } };
      },
    );

    app.post(
      '/modelosDocumentos/:id/versoes',
      {
        schema: {
          tags,
          summary: 'Carregar uma nova versão do ficheiro (multipart, campo "file")',
          params,
          querystring: query,
        },
      },
      async (request, reply) => {
        const actor = adminActor(request.auth);
        const received = await receiveUpload(request, store, maxBytes);
        const version = await keepOrDiscard(store, received.key, request.log, async () =>
          addVersion(db, actor, request.params.id, {
            ...received,
            sha256: await storedSha256(store, received.key),
          }),
        );
        return reply.status(201).send(version);
      },
    );

    app.get(
      '/modelosDocumentos/:id/versoes/:versao/conteudo',
      { schema: { tags, summary: 'Descarregar uma versão', params: versionParams, querystring: query } },
      async (request, reply) => {
        gestaoReader(request.auth);
        const { id: modeloId, versao } = request.params;
        return sendDocument(reply, store, await versionFile(db, { modeloId }, versao));
      },
    );

    app.get(
      '/modelosDocumentos/:id/conteudo',
      { schema: { tags, summary: 'Descarregar a versão em vigor', params, querystring: query } },
      async (request, reply) => {
        gestaoReader(request.auth);
        return sendDocument(reply, store, await versionFile(db, { modeloId: request.params.id }, null));
      },
    );
  };
}
