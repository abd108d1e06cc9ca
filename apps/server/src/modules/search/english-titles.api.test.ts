import { announcementLimits } from '@bk/contracts/announcements/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAndPublish, type Refs, validContent } from '../../../test/announcement-fixtures.ts';
import { call, signIn } from '../../../test/api-client.ts';
import { startWithRefs, type TestServer } from '../../../test/test-server.ts';

// Issue 51 (decision 0057): an announcement's optional English title and summary, written by its
// advertiser: kept with each version, shown by the details, found by the search (the title weighing
// with the title), given with each result.

let server: TestServer;
let refs: Refs;
let jan: string;

beforeAll(async () => {
  ({ server, refs } = await startWithRefs());
  jan = await signIn(server, 'advertiser');
});
afterAll(async () => {
  await server.close();
});

async function search(text: string) {
  const answer = await call(server, 'GET', `/api/search/announcements?q=${encodeURIComponent(text)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.advertisements as {
    id: number;
    title: { text: string }[];
    title_en: { text: string; match?: boolean }[] | null;
  }[];
}

describe('the English title and summary', () => {
  it('are kept with the version, shown by the details and found by the search', async () => {
    const id = await createAndPublish(
      server,
      jan,
      validContent(refs, {
        title: 'Dostawa pomp ciepła do budynku gminy',
        title_en: '  Supply of heat pumps for a municipal building  ',
        summary_en: 'Three air-to-water heat pumps with installation and a photovoltaic inverter.',
      }),
      10,
    );
    const details = await call(server, 'GET', `/api/announcements/${id}`);
    expect(details.status).toBe(200);
    expect(details.body.data.version.content.title_en).toBe('Supply of heat pumps for a municipal building');
    expect(details.body.data.version.content.summary_en).toBe(
      'Three air-to-water heat pumps with installation and a photovoltaic inverter.',
    );

    // A word of the English title, and one of the summary only.
    const byTitle = await search('municipal pumps');
    const found = byTitle.find((r) => r.id === id);
    expect(found?.title_en?.map((s) => s.text).join('')).toBe(
      'Supply of heat pumps for a municipal building',
    );
    expect(found?.title_en?.some((s) => s.match)).toBe(true);
    expect((await search('photovoltaic inverter')).map((r) => r.id)).toContain(id);
    // The title outranks the summary: an announcement with the word in its English title comes first.
    const other = await createAndPublish(
      server,
      jan,
      validContent(refs, {
        title: 'Dostawa falownika',
        summary_en: 'A municipal photovoltaic installation.',
      }),
      10,
    );
    const ranked = (await search('municipal')).map((r) => r.id);
    expect(ranked.indexOf(id)).toBeLessThan(ranked.indexOf(other));
    expect((await search('municipal')).find((r) => r.id === other)?.title_en).toBeNull();
  });

  it('refuses an English title or summary over its limit with the Polish message, saving nothing', async () => {
    for (const [field, max] of [
      ['title_en', announcementLimits.titleEn],
      ['summary_en', announcementLimits.summaryEn],
    ] as const) {
      const answer = await call(server, 'POST', '/api/announcements', {
        token: jan,
        body: { announcement: validContent(refs, { [field]: 'a'.repeat(max + 1) }) },
      });
      expect(answer.status, field).toBe(422);
      expect(JSON.stringify(answer.body.errors), field).toContain(`${max}`);
    }
    const nul = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs, { summary_en: 'Heat\u0000pumps' }) },
    });
    expect(nul.status).toBe(422);
    const wrongType = await call(server, 'POST', '/api/announcements', {
      token: jan,
      body: { announcement: validContent(refs, { title_en: 42 }) },
    });
    expect(wrongType.status).toBe(422);
  });
});
