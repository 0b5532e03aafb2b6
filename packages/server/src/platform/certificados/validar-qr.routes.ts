import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CERTIFICADO_NAO_ENCONTRADO_MESSAGE,
  demasiadasVerificacoesMessage,
  normalizarCodigo,
} from '@sigsa/domain/certificados/codigo';
import type { Database } from '../../db/client.ts';
import { QR_CHECKS_POLICY, QR_UNKNOWN_POLICY, type AttemptThrottle } from '../auth/throttle.ts';
import { notFound } from '../http/errors.ts';
import type { GeradorPdfs } from './certificados.pdf.ts';
import { certificadoPorCodigo, verificacaoDe } from './certificados.read.ts';

/** What every answer of the public check carries, its errors included: never cached, indexed or referred. */
const PUBLIC_CHECK_HEADERS = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * `GET validarQR/{codigo}` (issue 18): anyone, signed in or not, checks a certificate by the code its QR carries.
 * An unknown, malformed or altered code answers one 404 body, so a near miss tells nothing; an address checking
 * too often, or trying too many unknown codes, is held off (429), in the database, like sign-in.
 */
export function validarQrRoutes(deps: {
  db: Database;
  throttle: AttemptThrottle;
  pdfs: GeradorPdfs;
}): FastifyPluginAsyncZod {
  const { db, throttle, pdfs } = deps;
  return async (app) => {
    app.get(
      '/validarQR/:codigo',
      {
        config: { public: true },
        schema: {
          tags: ['Certificados'],
          summary: 'Verificar um certificado pelo código do seu QR (público)',
          params: z.object({ codigo: z.string().max(200) }),
        },
        onRequest: async (_request, reply) => {
          reply.headers(PUBLIC_CHECK_HEADERS);
        },
      },
      async (request) => {
        await throttle.assertNotLocked(
          [`qr:${request.ip}`, `qr-desconhecido:${request.ip}`],
          demasiadasVerificacoesMessage,
        );
        // Counted before the answer, so the next check sees it.
        await throttle.recordFailure(`qr:${request.ip}`, QR_CHECKS_POLICY);
        const codigo = normalizarCodigo(request.params.codigo);
        const row = codigo ? await certificadoPorCodigo(db, codigo) : null;
        if (!row) {
          await throttle.recordFailure(`qr-desconhecido:${request.ip}`, QR_UNKNOWN_POLICY);
          throw notFound(CERTIFICADO_NAO_ENCONTRADO_MESSAGE);
        }
        // The PDF's hash is part of the answer: a certificate whose PDF failed after its issue gets it now.
        if (row.hashPdf === null)
          return verificacaoDe({ ...row, hashPdf: (await pdfs.garantir(row.id))?.hash ?? null });
        return verificacaoDe(row);
      },
    );
  };
}
