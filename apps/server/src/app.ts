import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config.ts';
import type { Clock } from './db/clock.ts';
import type { Database } from './db/database.ts';
import { getOrCreateSecret } from './db/secrets.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import {
  announcementsRoutes,
  registerAnnouncementReads,
  registerExtensionReads,
  settleDue,
} from './modules/announcements/index.ts';
import { apiDocsRoutes, completeDescription, describeRoute } from './modules/api-docs/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authPlugin, authRoutes, OidcClient } from './modules/auth/index.ts';
import { availabilityRoutes, outageTouchingDeadline } from './modules/availability/index.ts';
import { contentAdminRoutes, contentRoutes, sitePageData } from './modules/content/index.ts';
import {
  countryByCode,
  countryNameOf,
  dictionariesRoutes,
  leftJoinCountry,
  leftJoinLevel,
  levelPaths,
  levelsRoutes,
  localityBySym,
  registerUserParts,
} from './modules/dictionaries/index.ts';
import { createFileStorage, filesRoutes } from './modules/files/index.ts';
import { healthMessages, healthRoutes, Readiness } from './modules/health/index.ts';
import { createIdentityProvider, embeddedClientSecret, identityRoutes } from './modules/identity/index.ts';
import { mailRoutes } from './modules/mail/index.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { newsletterRoutes, testOptOutRoutes } from './modules/newsletter/index.ts';
import {
  offerSetIdsOf,
  offersReadByOthers,
  offersRoutes,
  registerSettlementReads,
} from './modules/offers/index.ts';
import { configureOpenData, openDataRoutes } from './modules/open-data/index.ts';
import {
  permissionsAdminRoutes,
  permissionsWithLevelsOf,
  registerLevelReads,
} from './modules/permissions/index.ts';
import { procedureFileRoutes } from './modules/procedure-file/index.ts';
import {
  adminProjectsRoutes,
  levelIdsOfProjects,
  linkedProjectMatches,
  ownerProjectsAmong,
  projectCountOfLevel,
  projectParts,
  projectsRoutes,
} from './modules/projects/index.ts';
import { questionIdsOf, questionsRoutes } from './modules/questions/index.ts';
import { advertiserNameOf, SEARCH_SETTINGS, searchRoutes } from './modules/search/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { settlementContent, settlementContentOf, settlementRoutes } from './modules/settlement/index.ts';
import { badgeRoutes, registerMarkSubjects } from './modules/shell/index.ts';
import { sitemapRoutes } from './modules/sitemap/index.ts';
import { statisticsRoutes } from './modules/statistics/index.ts';
import {
  testClockRoutes,
  testFailingConsumerRoutes,
  testProcessKillingJobRoutes,
  testSlippedEventRoutes,
} from './modules/testing/index.ts';
import {
  adminUsersRoutes,
  contactPersonParts,
  profileRoutes,
  registerUserReads,
} from './modules/users/index.ts';
import { PUBLIC } from './plugins/auth.ts';
import { registerCanonicalHost } from './plugins/canonical-host.ts';
import { registerCompression } from './plugins/compression.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandling, sendError } from './plugins/errors.ts';
import { inputValidatorCompiler } from './plugins/input-validation.ts';
import { registerRequestIds, requestIdOf } from './plugins/request-id.ts';
import { securityPlugin } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { registerReactions } from './reactions.ts';
import { demoAccountsForLoginPage } from './seed/demo-accounts.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  readiness?: Readiness;
  /** PostgreSQL: the listener of other processes' changes (for /metrics). */
  changes?: { connected: boolean; notifications: number } | null;
  /** Tests: hooks installed before any other (the check of answers against the description). */
  instrument?: (app: FastifyInstance) => void;
};

// The announcement form's dictionaries carry the user's own projects, enrolments and contact persons:
// the modules that keep them give them (the dictionaries import neither).
registerUserParts(projectParts);
registerUserParts(contactPersonParts);
// The offers read the kept settlements through the settlement module, which imports offers (issue 46).
registerSettlementReads({ content: settlementContent, contentOf: settlementContentOf });
// The shell reads the ids of an announcement's offer sets and questions through their modules (issue 46).
registerMarkSubjects({ offerSetIdsOf, questionIdsOf });
// The users read the permissions (with their levels) and the countries and localities through their
// modules, and the permissions the levels through the dictionaries, which import them (issue 46).
registerUserReads({ permissionsWithLevelsOf, countryByCode, localityBySym, leftJoinCountry, countryNameOf });
registerLevelReads({ leftJoinLevel, levelPaths });
// The announcements read the projects and the search index through those modules, which import
// announcements (issue 46); the seeds hand in the same (src/seed/run-seeds.ts).
registerAnnouncementReads({ ownerProjectsAmong, levelIdsOfProjects, linkedProjectMatches, advertiserNameOf });
registerExtensionReads({ outageTouching: outageTouchingDeadline, offersReadByOthers });

export async function buildApp({
  config,
  database,
  clock,
  readiness = Object.assign(new Readiness(), { phase: 'ready' }),
  changes = null,
  instrument,
}: AppDeps): Promise<FastifyInstance> {
  registerReactions();
  const db = database.db;
  const app = Fastify({
    // JSON lines (pino), each line of a request with its id (decision 0035).
    logger: { level: config.logLevel },
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    // X-Forwarded-For is believed only from the configured proxies (issue 30 item 4): anyone else could
    // claim a fresh address with every login attempt and escape the per-address throttle.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // While stopping, the hook below answers in Polish (Fastify's own 503 is English).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
    routerOptions: {
      querystringParser: (text: string) =>
        qs.parse(text, { arrayLimit: 1000, depth: 4, parameterLimit: 2000 }),
    },
  });
  instrument?.(app);
  app.setValidatorCompiler(inputValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestIds(app);
  registerMetrics(app, {
    db,
    token: config.metricsToken,
    pools: () => database.pools(),
    changes: () => (changes ? { listening: changes.connected, notifications: changes.notifications } : null),
  });
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.phase !== 'stopping' || request.url.startsWith('/api/health')) return;
    reply.header('connection', 'close').header('retry-after', '5');
    return sendError(reply, 503, healthMessages.stopping);
  });
  await app.register(securityPlugin, { config });
  registerCanonicalHost(app, config.publicUrl);
  await registerCompression(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Baza Konkurencyjności API',
        version: '0.1.0',
        description: 'Wire names are snake_case.',
      },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } },
      },
      security: [{ token: [] }],
    },
    // Every operation completed in one place: its id, refusals, media types (decision 0042).
    transform: describeRoute,
    transformObject: completeDescription(config.publicUrl),
  });
  await app.register(cookie);
  await app.register(authPlugin, { db, clock, config });
  // Time alone changes statuses (publication at a chosen date, closing at the deadline): the job queue
  // does it at the time, and every API call first settles what is due, so no answer is a moment late.
  app.addHook('preHandler', async (request) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/health'))
      await settleDue({ db, clock });
  });

  // API answers are never kept by caches, unless a route says otherwise (the open data, decision 0036).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !(reply.statusCode < 400 && reply.hasHeader('cache-control')))
      reply.header('cache-control', 'no-store');
  });

  const clientSecret = () =>
    config.oidc.clientSecret ? Promise.resolve(config.oidc.clientSecret) : embeddedClientSecret(db);
  const oidc = new OidcClient(config, clientSecret);
  if (config.oidc.embedded) {
    const provider = await createIdentityProvider(db, config);
    await app.register(identityRoutes, {
      db,
      clock,
      provider,
      demoAccounts: () => demoAccountsForLoginPage(db, config),
    });
    await app.register(accountRoutes, {
      db,
      clock,
      publicUrl: config.publicUrl,
      secret: await getOrCreateSecret(db, 'account_panel_key', () => randomBytes(32).toString('base64url')),
    });
  }

  await app.register(mailRoutes, {
    db,
    clock,
    demoAddresses: async () =>
      config.oidc.embedded ? (await demoAccountsForLoginPage(db, config)).accounts.map((a) => a.email) : [],
  });
  await app.register(authRoutes, { db, clock, config, oidc });
  await app.register(badgeRoutes, { db });
  await app.register(dictionariesRoutes, { db });
  await app.register(levelsRoutes, { db, clock, projectCountOfLevel });
  const storage = createFileStorage(config);
  await app.register(filesRoutes, { db, clock, storage });
  await app.register(profileRoutes, { db, clock });
  await app.register(adminUsersRoutes, { db, clock });
  await app.register(permissionsAdminRoutes, { db, clock });
  await app.register(projectsRoutes, { db, clock });
  await app.register(adminProjectsRoutes, { db, clock });
  await app.register(announcementsRoutes, { db, clock });
  const searchDb = database.withSettings(SEARCH_SETTINGS);
  await app.register(searchRoutes, { db, searchDb, clock });
  await app.register(offersRoutes, { db, clock, storage, publicUrl: config.publicUrl });
  await app.register(questionsRoutes, { db, clock });
  await app.register(settlementRoutes, { db, clock });
  await app.register(procedureFileRoutes, { db, clock, storage, publicUrl: config.publicUrl });
  await app.register(availabilityRoutes, { db, clock });
  await app.register(contentRoutes, { db, clock });
  await app.register(sitemapRoutes, { db, clock, origin: config.publicUrl });
  await app.register(contentAdminRoutes, { db, clock });
  await app.register(newsletterRoutes, { db, clock });
  await app.register(auditRoutes, { db, clock });
  configureOpenData({ publicUrl: config.publicUrl, prefix: config.ocdsPrefix });
  await app.register(openDataRoutes, { db, clock, searchDb, ratePerMinute: config.openDataRateLimit });
  await app.register(statisticsRoutes, { db, clock, ratePerMinute: config.openDataRateLimit });
  await app.register(settingsRoutes, {
    archiveSearchUrl: config.archiveSearchUrl,
    supportFile: config.supportMailboxesFile,
  });
  if (config.testClock) {
    await app.register(testClockRoutes, { clock });
    await app.register(testOptOutRoutes, { db, clock });
    await app.register(testFailingConsumerRoutes, { db, clock });
    await app.register(testSlippedEventRoutes, { db, clock });
    await app.register(testProcessKillingJobRoutes, { db, clock });
  }

  await app.register(healthRoutes, { db, kind: database.kind, readiness });
  app.get('/api/docs', { schema: { hide: true }, config: PUBLIC }, async () => app.swagger());
  await app.register(apiDocsRoutes, { origin: config.publicUrl, document: () => app.swagger() });

  await registerWebApp(
    app,
    config.webDist ?? undefined,
    (pathname) => sitePageData({ db, clock }, pathname),
    config.publicUrl,
  );
  return app;
}
