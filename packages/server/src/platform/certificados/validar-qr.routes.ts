import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CERTIFICADO_NAO_ENCONTRADO_MESSAGE, normalizarCodigo } from '@sigsa/domain/certificados/codigo';
import type { Database } from '../../db/client.ts';
import type { AttemptThrottle } from '../auth/throttle.ts';
import type { Clock } from '../clock.ts';
import { notFound } from '../http/errors.ts';
import type { RecordType } from '../records/record-type.ts';
import type { GeradorPdfs } from './certificados.pdf.ts';
import { verificacaoDe } from './certificados.read.ts';
import { avisarCopias, enderecoGuardado, verificadorDeCodigos } from './verificacoes.ts';

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
  clock: Clock;
  throttle: AttemptThrottle;
  pdfs: GeradorPdfs;
  types: readonly RecordType[];
  /** The deployment's secret, keying the stored addresses of the checks. */
  segredo: string;
}): FastifyPluginAsyncZod {
  const { db, clock, throttle, pdfs, segredo } = deps;
  const types = new Map(deps.types.map((t) => [t.entity, t]));
  const verificar = verificadorDeCodigos(db, throttle);
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
        const verificacao = await verificar({
          codigo: normalizarCodigo(request.params.codigo),
          ip: request.ip,
          endereco: enderecoGuardado(segredo, request.ip),
          agora: clock.now(),
        });
        if (!verificacao) throw notFound(CERTIFICADO_NAO_ENCONTRADO_MESSAGE);
        const { row } = verificacao;
        if (verificacao.excedeuLimite) await avisarCopias(db, types.get(row.entidade), row);
        // The PDF's hash is part of the answer: a certificate whose PDF failed after its issue gets it now.
        if (row.hashPdf === null)
          return verificacaoDe({ ...row, hashPdf: (await pdfs.garantir(row.id))?.hash ?? null });
        return verificacaoDe(row);
      },
    );
  };
}
