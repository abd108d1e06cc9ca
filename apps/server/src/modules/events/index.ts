import type { Kysely } from 'kysely';
import type { Clock } from '../../db/clock.ts';
import type { DB } from '../../db/schema.ts';
import { ConsumerRunner } from './consumers.ts';
import { addAfterRecord } from './record.ts';
import { Sealer } from './sealer.ts';

/**
 * The event log (issue 31, decision 0030): what other modules may use of it. Every change records its
 * event with `recordEvent` in its own transaction; reactions inside that transaction register with
 * `onEvent`, consumers after the commit with `registerConsumer`.
 */
export {
  type Consumer,
  type LoggedEvent,
  registerConsumer,
  unregisterConsumer,
} from './consumer-registry.ts';
export { CONSUMER_ATTEMPTS, consumerRetryDelayMs, runConsumer } from './consumers.ts';
/** The parked events (the audit view) and their counts by consumer (/metrics). */
export { parkedCounts, parkedDeadLetters } from './dead-letters.repository.ts';
export { onParked, type ParkedEvent, type RetryOutcome, retryDeadLetter } from './dead-letters.ts';
export { canonicalJson, GENESIS_HASH, linkHash, type SealedEvent, verifyChain } from './event-chain.ts';
export { type EventType, eventTypes } from './event-types.ts';
/** The chain's links after a sequence number with their events, for a walk of the chain. */
export { EVENT_COLUMNS, eventIdFragment, linksAfter, logBacklog, slipEventIn } from './events.repository.ts';
export {
  type DailyHead,
  LOG_DAY_QUEUE,
  onDailyHead,
  recordVerification,
  scheduleLogDay,
} from './log-day.ts';
export {
  countRejections,
  headBefore,
  lastVerification,
  logKeys,
  recentHeads,
  rejections as rejectedEvents,
  treeSize,
} from './log-tree.repository.ts';
/** The log's Merkle tree and signed heads (issue 47, decision 0048). */
export {
  consistencyProofOf,
  headNow,
  inclusionProofOf,
  latestHead,
  leafOf,
  publishedHead,
} from './log-tree.ts';
/** The event log's view (audit module): its pages, the chain's checks (the users' part is handed in). */
export {
  type ActorOf,
  countUnsealed,
  type EventFilters,
  eventBeyond as logEventBeyond,
  eventsPage as logEventsPage,
  lastEventIdOfLog,
  linkAt,
  offerAccessPage as logOfferAccessPage,
  offerContentReads,
  procedureEvents,
} from './log-view.repository.ts';
/** The procedure file's proofs (decision 0048). */
export { type EventProofs, proofsOf, sealPending, signWithLogKey } from './procedure-proofs.ts';
export { registerEventsReactions } from './reactions.ts';
export {
  type Actor,
  type EventInput,
  eventInStatement,
  onEvent,
  type RecordedEvent,
  recordAccess,
  recordEvent,
  systemActor,
  userActor,
} from './record.ts';
export { onRejected, type RejectedEvent } from './rejections.ts';
export { sealEvents } from './sealer.ts';
export {
  AuditKeyError,
  type AuditKeyRing,
  auditKeys,
  installAuditKeys,
  loadAuditKeys,
  parseKeyFile,
  rotateKeyFile,
} from './signing-keys.ts';
export { type LogState, verifyLog } from './verify-log.ts';

/** The log's background work in this process: the sealer and the consumers. */
export type EventLog = {
  /** Seals what is committed and runs every consumer as far as it goes (tests wait for it). */
  settle(): Promise<void>;
  stop(): Promise<void>;
};

/** How long after a recorded event the sealer looks (decision 0048). */
const SEAL_AFTER_MS = 100;

export function startEventLog(deps: {
  db: Kysely<DB>;
  clock: Clock;
  log: (error: unknown) => void;
}): EventLog {
  const consumers = new ConsumerRunner(deps.db, deps.clock, deps.log);
  const sealer = new Sealer(deps.db, deps.clock, () => void consumers.run(), deps.log);
  // A burst of recorded events is sealed together a tenth of a second after its first (each seal wakes
  // every consumer: at 20 ms, a burst of offers sealed one or two at a time cost the submissions a few ms).
  const removeNudge = addAfterRecord(() => sealer.nudge(SEAL_AFTER_MS));
  sealer.start(1_000);
  consumers.start(1_000);
  return {
    settle: async () => {
      await sealer.run();
      await consumers.run();
    },
    stop: async () => {
      removeNudge();
      await sealer.stop();
      await consumers.stop();
    },
  };
}
