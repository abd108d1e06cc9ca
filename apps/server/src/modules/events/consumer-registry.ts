import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { EventType } from './event-types.ts';
import type { sealedEventsAfter } from './events.repository.ts';

/** A sealed event as an after-commit consumer gets it. */
export type LoggedEvent = Awaited<ReturnType<typeof sealedEventsAfter>>[number];

/**
 * A consumer after the commit (decision 0030): it keeps its own position in the chain and handles
 * each event in a transaction that also moves its position, so its own writes happen once; work
 * outside the database (an e-mail) it hands to the job queue in that transaction. `types`: the events
 * it handles (the others only move its position).
 */
export type Consumer = {
  name: string;
  types: readonly EventType[];
  handle(trx: Transaction<DB>, event: LoggedEvent): Promise<void>;
};

const consumers = new Map<string, Consumer>();

export function registerConsumer(consumer: Consumer): void {
  consumers.set(consumer.name, consumer);
}

export function registeredConsumers(): Consumer[] {
  return [...consumers.values()];
}

export function registeredConsumer(name: string): Consumer | undefined {
  return consumers.get(name);
}

/** Takes a consumer off the registry (a test's own consumer, when the test ends). */
export function unregisterConsumer(name: string): void {
  consumers.delete(name);
}
