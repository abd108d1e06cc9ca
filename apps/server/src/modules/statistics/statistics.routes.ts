import { ocdsMessages } from '@bk/contracts/open-data/ocds';
import {
  statisticsCsvQuerySchema,
  statisticsQuerySchema,
  statisticsSchema,
  statisticsSetParams,
} from '@bk/contracts/statistics/statistics';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendCacheable } from '../../lib/cacheable.ts';
import { ok, okRoute } from '../../lib/ok-route.ts';
import { openAccess } from '../../lib/open-access.ts';
import { AddressLimit } from '../../plugins/public-rate-limit.ts';
import { configureStatistics, type StatisticsDeps, statistics } from './statistics.service.ts';
import { statisticsCsv } from './statistics-csv.ts';

const tags = ['open data'];
const filters =
  '`program` a programme code, `cpv` a CPV division (two digits), `od` and `do` months (YYYY-MM) of first publication';

/**
 * The public competition statistics (issue 36, decision 0037): public, rate limited per address like the
 * other open data, cacheable.
 */
export async function statisticsRoutes(
  app: FastifyInstance,
  deps: StatisticsDeps & { ratePerMinute: number },
) {
  configureStatistics(deps.clock);
  const perMinute = new AddressLimit(deps.ratePerMinute, 60_000, ocdsMessages.tooMany);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/statistics',
    {
      onRequest: openAccess,
      preHandler: perMinute.hook,
      ...okRoute(
        tags,
        `Competition indicators of the public announcements (the 'Statystyki' page): per month, voivodeship, CPV division and programme, the single-offer rate, offers per part and short offer periods; ${filters}`,
        statisticsSchema,
        { security: [], querystring: statisticsQuerySchema },
      ),
    },
    async (request, reply) =>
      sendCacheable(request, reply, JSON.stringify(ok(await statistics(deps, request.query)))),
  );
  r.get(
    '/api/statistics/:set.csv',
    {
      onRequest: openAccess,
      preHandler: perMinute.hook,
      schema: {
        tags,
        summary: `One breakdown of GET /api/statistics as CSV (UTF-8 with a byte order mark, a header row): miesiace, wojewodztwa, dzialy-cpv or programy; ${filters}; \`format\` plain (the default, for programs: comma separated, decimal dots) or pl (for a spreadsheet in Polish: semicolons, decimal commas)`,
        security: [],
        params: statisticsSetParams,
        querystring: statisticsCsvQuerySchema,
      },
    },
    async (request, reply) => {
      const { format = 'plain', ...query } = request.query;
      const body = await statisticsCsv(deps, request.params.set, query, format);
      const name = `statystyki-${request.params.set}${format === 'pl' ? '-arkusz' : ''}.csv`;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      return sendCacheable(request, reply, body, 'text/csv; charset=utf-8');
    },
  );
}
