/**
 * Public competition statistics (issue 36, decision 0037): the statistics consumer of the event log keeps
 * facts per public announcement and their cube; the endpoints sum it. The consumer and the backfill job
 * register on load.
 */

export { registerStatisticsReactions } from './reactions.ts';
export { statisticsRoutes } from './statistics.routes.ts';
