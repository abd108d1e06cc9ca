import { editableLevelKinds, parentKindOf } from '@bk/contracts/dictionaries/levels';
import { deadlineIn, refsOf, validContent } from './announcement-fixtures.ts';
import { call } from './api-client.ts';
import { offerBody, publishedAnnouncement } from './offer-fixtures.ts';
import type { TestServer } from './test-server.ts';

/** A call that succeeds: the fuzz test changes one value of its body at a time, so it gets past the first checks. */
export type Seed = { id?: number; body: unknown };

/** The first implementation level of a kind (its id). */
export async function levelId(server: TestServer, kind: string): Promise<number> {
  const row = await server.database.db
    .selectFrom('implementation_levels')
    .select('id')
    .where('kind', '=', kind)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Valid bodies (and the ids they belong to) for the write endpoints that take a body, keyed by
 * 'METHOD /path/{id}' as the OpenAPI description names them: the advertiser's draft and published
 * announcements, the bidder's offer, the profile, a project and the dictionary levels.
 */
export async function fuzzSeeds(
  server: TestServer,
  tokens: { advertiser: string; bidder: string },
): Promise<Map<string, Seed>> {
  const refs = await refsOf(server, 'jkowalski');
  const content = validContent(refs);
  const draft = await call(server, 'POST', '/api/announcements', {
    token: tokens.advertiser,
    body: { announcement: content },
  });
  const toPublish = await call(server, 'POST', '/api/announcements', {
    token: tokens.advertiser,
    body: { announcement: content },
  });
  const published = await publishedAnnouncement(server, tokens.advertiser, refs, {
    parts: 2,
    deadlineDays: 30,
  });
  const offer = offerBody(published.id, published.partIds, [['1000,00'], ['2000,00', '2100,00']]);
  const profile = await call(server, 'GET', '/api/users/0', { token: tokens.advertiser });
  const subject = profile.body.data.user.economic_subject;
  const seeds = new Map<string, Seed>([
    ['POST /api/announcements', { body: { announcement: content } }],
    ['PUT /api/announcements/{id}', { id: draft.body.data.id, body: { announcement: content } }],
    [
      'POST /api/announcements/{id}/publish',
      {
        id: toPublish.body.data.id,
        body: {
          id: toPublish.body.data.id,
          publication_date: null,
          submission_deadline: deadlineIn(server.clock.now(), 20),
        },
      },
    ],
    ['POST /api/offerset', { body: offer }],
    ['PUT /api/offerset/announcement/{id}', { id: published.id, body: offer }],
    ['PUT /api/offerset/announcement/{id}/submit', { id: published.id, body: offer }],
    [
      'PUT /api/users/economic-subject/{id}',
      {
        id: subject.id,
        body: {
          name: subject.name,
          address_kind: subject.address_kind,
          identification_type: subject.identification_type,
          identification_number: subject.identification_number,
          address: subject.address,
        },
      },
    ],
    [
      'PUT /api/users/contact-persons/{id}',
      {
        id: refs.contactPersonId,
        body: {
          forename: 'Anna',
          surname: 'Nowak',
          phone_number: '+48 600 100 200',
          email: 'anna@bk.example',
        },
      },
    ],
    [
      'POST /api/users/contact-persons',
      { body: { forename: 'Anna', surname: 'Nowak', phone_number: null, email: 'anna@bk.example' } },
    ],
    [
      'POST /api/project',
      {
        body: {
          name: 'Cyfrowa szkoła',
          perspective: await levelId(server, 'perspective'),
          programme: await levelId(server, 'programme'),
          priority: await levelId(server, 'priority'),
          activity: await levelId(server, 'activity'),
          institution: await levelId(server, 'institution'),
          number: 'ab12/24',
        },
      },
    ],
  ]);
  seeds.set('POST /api/users/economic-subject', seeds.get('PUT /api/users/economic-subject/{id}') as Seed);
  seeds.set('PUT /api/users/language', { body: { language: 'en' } });
  for (const kind of editableLevelKinds) {
    const parent = await levelId(server, parentKindOf[kind]);
    seeds.set(`POST /api/admin/dictionaries_${kind}`, {
      body: { code: '01', name: 'Pozycja testowa', parent_id: parent },
    });
    seeds.set(`PUT /api/admin/dictionaries_${kind}/{id}`, {
      id: await levelId(server, kind),
      body: { name: 'Nowa nazwa' },
    });
  }
  return seeds;
}
