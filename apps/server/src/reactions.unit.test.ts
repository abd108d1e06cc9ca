import { describe, expect, it } from 'vitest';
import { registeredConsumers } from './modules/events/consumer-registry.ts';
import { registerReactions } from './reactions.ts';

describe('registerReactions', () => {
  it('registers nothing on import, then every consumer once, in the fixed order', () => {
    expect(registeredConsumers()).toEqual([]);
    registerReactions();
    registerReactions();
    expect(registeredConsumers().map((c) => c.name)).toEqual([
      'announcement-schedule',
      'open-data',
      'statistics',
      'search-attachments',
      'mail-notifications',
      'mail-schedule',
      'outage-notices',
    ]);
  });
});
