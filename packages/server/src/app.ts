import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { configurePtErrorMap } from '@sigsa/domain/validation/zod-messages';
import { REPO_ROOT, type Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthHooks } from './platform/auth/auth.hooks.ts';
import { SessionStore } from './platform/auth/sessions.ts';
import { startSessionPurge } from './platform/auth/session-purge.ts';
import { startCompactacaoContadores } from './platform/indicadores/contadores.ts';
import { AttemptThrottle } from './platform/auth/throttle.ts';
import { AssinadorPdf, identidadeDoAmbiente } from './platform/certificados/assinatura.ts';
import { GeradorPdfs } from './platform/certificados/certificados.pdf.ts';
import { certificadosRoutes } from './platform/certificados/certificados.routes.ts';
import { terminarFioPdf } from './platform/certificados/pdf-thread.ts';
import { validarQrRoutes } from './platform/certificados/validar-qr.routes.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { trackAllowedMethods } from './platform/http/allowed-methods.ts';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  MAX_URL_LENGTH,
  registerErrorHandler,
} from './platform/http/error-handler.ts';
import { methodNotAllowed, notFound, uriTooLong } from './platform/http/errors.ts';
import { geoRoutes } from './platform/geo/geo.routes.ts';
import { notificationsRoutes } from './platform/notifications/notifications.routes.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { kpisRoutes } from './platform/indicadores/kpis.routes.ts';
import { resourceRoutes } from './platform/resources/resource.routes.ts';
import { RESOURCES } from './resources.registry.ts';
import { associationRoutes } from './platform/records/associations.ts';
import { adminRoutes } from './platform/admin/admin.routes.ts';
import { secretBox } from './platform/admin/secret-box.ts';
import { ADMIN_TABLES } from './reference/reference.admin.ts';
import { recordRoutes } from './platform/records/record.routes.ts';
import { saveRoutes } from './platform/records/save.routes.ts';
import { commentRoutes } from './platform/records/comments.routes.ts';
import { documentRoutes } from './platform/records/documents.routes.ts';
import { LocalFileStore } from './platform/files/file-store.ts';
import { modeloVersoesRoutes } from './modelos-documentos/modelo-versoes.routes.ts';
import { COLHEITA_TYPES, RECORD_TYPES } from './records.registry.ts';
import { colheitaLookupRoutes } from './records/colheitas.lookups.ts';
import { reportsRoutes } from './reports/reports.routes.ts';
import { signinRoutes } from './users/signin.routes.ts';
import { usersRoutes } from './users/users.routes.ts';
import { userAccountsRoutes } from './users/user-accounts.routes.ts';
import { dadosPessoaisRoutes } from './dados-pessoais/dados-pessoais.routes.ts';
import { permissoesRoutes } from './users/permissoes.routes.ts';

// Every zod schema without its own message answers with the domain's pt-PT catalogue (spec 000 §5), never
// zod's own wording ("esperado string, recebido número") nor a regular expression.
configurePtErrorMap();

/** What the app needs from the outside world. */
export interface AppDeps {
  db: Database;
  config: Config;
  clock?: Clock;
  /** How often expired sessions are deleted (tests shorten it). */
  sessionPurgeIntervalMs?: number;
  logger?: boolean | { level: string };
  /** The process's logger, when it exists before the app (npm start logs its start-up phases with it). */
  loggerInstance?: FastifyBaseLogger;
}

const VERSION = (
  JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

/** Builds the Fastify application: platform hooks, the API under /api, and the web app at /. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { db, config } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    ...(deps.loggerInstance
      ? { loggerInstance: deps.loggerInstance }
      : { logger: deps.logger ?? { level: config.logLevel } }),
    // Forwarded headers only from the configured proxies (TRUST_PROXY); none by default.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1_048_576,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const allowedMethods = trackAllowedMethods(app);
  registerSecurityHeaders(app, config.mapTileUrl);
  await app.register(cookie);
  // An address is at most 8 KB, whatever it asks for (Node takes up to 16 KB of headers, the address included).
  // Checked once the cookies are read: the hooks of every answer, this 414 included, read them.
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw uriTooLong();
  });
  await app.register(formbody, { bodyLimit: 65_536 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SIGSA API', version: VERSION, description: 'API do SIGSA (estilo HAL).' },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
  });

  const sessions = new SessionStore(db, clock, config.session);
  const throttle = new AttemptThrottle(db, clock);
  const stopTasks: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stopTasks.push(
      startSessionPurge({ sessions, throttle, log: app.log }, deps.sessionPurgeIntervalMs),
      startCompactacaoContadores({ db, log: app.log }),
    );
  });
  // Waits for a round in progress, so the database is never closed under it.
  app.addHook('onClose', async () => {
    await Promise.all(stopTasks.map((stop) => stop()));
  });
  registerAuthHooks(app, { db, config, sessions });

  await app.register(
    async (api) => {
      api.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
        status: 'ok',
      }));
      api.get(
        '/config',
        {
          config: { public: true },
          schema: { tags: ['Plataforma'], summary: 'Configuração pública da aplicação web' },
        },
        async () => ({
          version: VERSION,
          mapTileUrl: config.mapTileUrl,
          mapTileAttribution: config.mapTileUrl ? config.mapTileAttribution : null,
          // Where the certificates' QR codes point: a QR read under any other address is not ours.
          publicBaseUrl: config.publicBaseUrl,
        }),
      );
      api.get('/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());
      // Record documents' bytes: written by uploads, deleted by removals and by saves that drop their owner.
      const files = new LocalFileStore(config.filesDir);
      // Certificates' PDFs, rendered after the operation that issued them; closing waits for those under way.
      const identidade = identidadeDoAmbiente(config.assinaturaP12, config.assinaturaP12Senha);
      const pdfs = new GeradorPdfs(
        db,
        files,
        config.publicBaseUrl,
        identidade ? new AssinadorPdf(identidade) : null,
      );
      api.addHook('onClose', async () => {
        await pdfs.esperar();
        await terminarFioPdf();
      });
      await api.register(signinRoutes({ db, config, sessions, throttle }));
      await api.register(usersRoutes({ db }));
      await api.register(userAccountsRoutes({ db, sessions, throttle }));
      await api.register(dadosPessoaisRoutes({ db }));
      await api.register(permissoesRoutes({ db, sessions }));
      await api.register(resourceRoutes({ db, resources: RESOURCES }));
      await api.register(kpisRoutes({ db, clock, resources: RESOURCES }));
      await api.register(geoRoutes({ db }));
      await api.register(reportsRoutes({ db, clock }));
      await api.register(notificationsRoutes({ db }));
      await api.register(
        recordRoutes({ db, types: RECORD_TYPES, depoisDeEmitir: (id, log) => pdfs.agendar(id, log) }),
      );
      await api.register(colheitaLookupRoutes({ db, types: COLHEITA_TYPES }));
      await api.register(saveRoutes({ db, clock, types: RECORD_TYPES, files }));
      await api.register(associationRoutes({ db, types: RECORD_TYPES }));
      await api.register(adminRoutes({ db, tables: ADMIN_TABLES, secrets: secretBox(config.secretsKey) }));
      await api.register(commentRoutes({ db, types: RECORD_TYPES }));
      await api.register(
        validarQrRoutes({
          db,
          clock,
          throttle,
          pdfs,
          types: RECORD_TYPES,
          segredo: config.sessionSecret,
        }),
      );
      await api.register(
        certificadosRoutes({
          db,
          clock,
          types: RECORD_TYPES,
          publicBaseUrl: config.publicBaseUrl,
          store: files,
          pdfs,
        }),
      );
      await api.register(modeloVersoesRoutes({ db, store: files, maxBytes: config.uploadMaxBytes }));
      await api.register(
        documentRoutes({
          db,
          types: RECORD_TYPES,
          store: files,
          maxBytes: config.uploadMaxBytes,
        }),
      );
    },
    { prefix: '/api' },
  );

  const webDist = config.webDistDir;
  if (webDist) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any other GET outside /api answers the app's index.html.
    if (webDist && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html', webDist);
    }
    const path = request.url.split('?')[0] ?? '';
    // A path the API serves, asked with a method it does not take.
    const allow = path.startsWith('/api/') ? allowedMethods(path) : [];
    if (allow.length > 0)
      return reply.status(405).header('Allow', allow.join(', ')).send(methodNotAllowed().toBody());
    return reply.status(404).send(notFound().toBody());
  });

  return app;
}
