import type { StoredContent } from '@bk/contracts/announcements/stored';
import { foldText } from '@bk/contracts/common/fold';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { publishedForSearchIndex } from '../announcements/index.ts';
import { categoryCodesById } from '../dictionaries/index.ts';
import { documentTexts } from '../documents/index.ts';
import {
  deleteSearchRow,
  programmeCodes,
  replaceAttachmentRows,
  searchVectors,
  upsertSearchRow,
  voivodeshipCodes,
} from './search-index.repository.ts';
import { cpvTerm, distinctTermsText, filterTerm, numberTerm, termsText } from './stemming.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** What the index needs besides the content: dictionary codes of its categories, places and programmes. */
export type IndexContext = {
  categoryCodes: ReadonlyMap<number, string>;
  voivodeshipCodes: ReadonlyMap<string, string>;
  programmeCodes: readonly string[];
};

/** The indexed form of an announcement's published content (pure: unit-tested and used by the generator). */
export function indexDocument(content: StoredContent, number: string | null, context: IndexContext) {
  const items = content.parts.flatMap((p) => p.order_items);
  const body = [
    content.supplementary_orders,
    content.contract_change_conditions,
    ...content.parts.map((p) => p.title),
    ...items.flatMap((i) => [
      i.description,
      i.warranty,
      i.category_name,
      i.subcategory_name,
      ...i.cpv_codes.map((c) => c.name),
      ...i.places.map((p) => p.locality),
      ...i.conditions.map((c) => c.description),
    ]),
    ...content.parts.flatMap((p) => p.criteria.map((c) => c.description)),
  ]
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .join(' \n ');
  const cpvCodes = [
    ...new Set(items.flatMap((i) => i.cpv_codes.map((c) => c.code.replace(/\D/g, '').slice(0, 8)))),
  ];
  const code = (id: number | null) => (id === null ? undefined : context.categoryCodes.get(id));
  const voivodeshipNames = [
    ...new Set(items.flatMap((i) => i.places.map((p) => p.voivodeship)).filter((v): v is string => !!v)),
  ];
  const voivodeships = voivodeshipNames
    .map((name) => context.voivodeshipCodes.get(name))
    .filter((c): c is string => !!c);
  const filters = [
    ...items
      .map((i) => code(i.category_id))
      .filter((c): c is string => !!c)
      .map((c) => filterTerm('kat', c)),
    ...items
      .map((i) => code(i.subcategory_id))
      .filter((c): c is string => !!c)
      .map((c) => filterTerm('pkt', c)),
    ...voivodeships.map((c) => filterTerm('woj', c)),
    ...items
      .flatMap((i) => i.places.map((p) => p.locality_id))
      .filter((id): id is string => !!id && /^\d+$/.test(id))
      .map((id) => filterTerm('msc', id)),
    ...context.programmeCodes.map((c) => filterTerm('prog', c)),
    ...(content.advertiser ? [filterTerm('idn', content.advertiser.identification_number)] : []),
  ];
  const special = [
    ...new Set([...cpvCodes.map(cpvTerm), ...(number ? [numberTerm(number)] : []), ...filters]),
  ].join(' ');
  const firstPlace = items.flatMap((i) => i.places)[0];
  return {
    title: content.title ?? '',
    titleEn: content.title_en ?? null,
    // The advertiser's English title weighs with the title, the English summary with the form (issue 51):
    // the same terms (folded, the Polish stemmer's cuts), so an English word finds as typed.
    titleTerms: `${termsText(`${content.title ?? ''} ${content.title_en ?? ''}`)} ${special}`.trim(),
    bodyTerms: termsText(content.summary_en ? `${body} \n ${content.summary_en}` : body),
    excerptSource: items
      .map((i) => i.description ?? '')
      .join(' ')
      .slice(0, 3000),
    place: firstPlace
      ? firstPlace.type === 'abroad'
        ? `${firstPlace.locality ?? ''}, ${firstPlace.country_name ?? ''}`
        : `${firstPlace.locality ?? ''} (woj. ${firstPlace.voivodeship ?? ''})`
      : null,
    advertiserName: content.advertiser?.name ?? null,
  };
}

export { searchVectors } from './search-index.repository.ts';

/** The attachments of a published version that have a file: their file ids and names, in order. */
export function attachmentFiles(content: StoredContent) {
  return content.attachments
    .filter((a) => a.file_id !== null)
    .map((a, position) => ({
      fileId: Number(a.file_id),
      name: a.name || a.file?.name || 'załącznik',
      position,
    }));
}

/**
 * Writes (or rewrites) the search row of an announcement from its current published version, with the
 * text of its attachments read so far (issue 49): each attachment's own terms, and all of them in the
 * row's `full_tsv`. An attachment of an earlier version that this one dropped leaves the index here.
 */
export async function reindexAnnouncement(db: Db, announcementId: number): Promise<void> {
  const row = await publishedForSearchIndex(db, announcementId);
  if (!row) {
    await deleteSearchRow(db, announcementId);
    return;
  }
  const content = row.content as StoredContent;
  const programmes = await programmeCodes(db, announcementId);
  const files = attachmentFiles(content);
  const texts = await documentTexts(
    db,
    files.map((f) => f.fileId),
  );
  const attachments = files
    .filter((f) => texts.get(f.fileId))
    .map((f) => ({ ...f, terms: distinctTermsText(texts.get(f.fileId) as string) }));
  await replaceAttachmentRows(db, announcementId, attachments);
  const doc = {
    ...indexDocument(content, row.number, {
      categoryCodes: await categoryCodesById(db),
      voivodeshipCodes: await voivodeshipCodes(db),
      programmeCodes: programmes,
    }),
    attachmentTerms: attachments.map((a) => a.terms).join(' '),
  };
  const values = {
    announcement_id: row.id,
    status: row.status,
    publication_date: row.publication_date,
    submission_deadline: row.submission_deadline,
    number: row.number,
    title: doc.title,
    title_en: doc.titleEn,
    ...searchVectors(doc),
    excerpt_source: doc.excerptSource,
    place: doc.place,
    advertiser_name: doc.advertiserName,
    advertiser_name_folded: doc.advertiserName ? foldText(doc.advertiserName) : null,
    owner_id: row.owner_id,
  };
  await upsertSearchRow(db, values);
}
