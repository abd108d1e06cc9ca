import { MY_OFFERS_PAGE_SIZE, type MyOfferSort, myOfferSorts } from '@bk/contracts/offers/my-offers';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../components/form/SelectField.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type FilterValue, type ListDefaults, writeListParams } from '../../lib/list-params.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { MyOfferCard } from './MyOfferCard.tsx';
import {
  announcementStatusOptions,
  emptyMyOfferFilters,
  MyOfferFilters,
  type MyOfferFilterValues,
  offerStatusOptions,
} from './MyOfferFilters.tsx';
import { OfferPreviewDialog } from './OfferPreviewDialog.tsx';
import { failureText, offerScreenMessages as S } from './offer-messages.ts';
import { offerTexts as M } from './offer-texts.ts';
import { useMyOffers } from './offers-api.ts';
import type { MyOfferItem } from './offers-types.ts';

const listDefaults: ListDefaults = {
  sort: 'submissionDeadline_desc',
  sorts: myOfferSorts,
  limit: MY_OFFERS_PAGE_SIZE,
  limits: [MY_OFFERS_PAGE_SIZE],
  filterNames: ['tytul', 'numer', 'statusOgloszenia', 'statusOferty'],
  choices: {
    statusOgloszenia: announcementStatusOptions.map((o) => o.value),
    statusOferty: offerStatusOptions.map((o) => o.value),
  },
};

/** The sorts' names (the contracts' myOfferSortLabels, in the catalogues: issue 51). */
export const sortNames: Record<MyOfferSort, MessageDescriptor> = {
  submissionDeadline_desc: /*i18n*/ {
    id: 'my-offers.sort.deadline-desc',
    message: 'Termin składania ofert: od najpóźniejszego',
  },
  submissionDeadline_asc: /*i18n*/ {
    id: 'my-offers.sort.deadline-asc',
    message: 'Termin składania ofert: od najwcześniejszego',
  },
  announcementTitle_asc: /*i18n*/ { id: 'my-offers.sort.title-asc', message: 'Tytuł ogłoszenia: A-Z' },
  announcementTitle_desc: /*i18n*/ { id: 'my-offers.sort.title-desc', message: 'Tytuł ogłoszenia: Z-A' },
  announcementNumber_asc: /*i18n*/ { id: 'my-offers.sort.number-asc', message: 'Numer ogłoszenia: rosnąco' },
  announcementNumber_desc: /*i18n*/ {
    id: 'my-offers.sort.number-desc',
    message: 'Numer ogłoszenia: malejąco',
  },
  announcementStatus_asc: /*i18n*/ { id: 'my-offers.sort.status-asc', message: 'Status ogłoszenia: A-Z' },
  announcementStatus_desc: /*i18n*/ { id: 'my-offers.sort.status-desc', message: 'Status ogłoszenia: Z-A' },
  offerStatus_asc: /*i18n*/ { id: 'my-offers.sort.offer-status-asc', message: 'Status oferty: A-Z' },
  offerStatus_desc: /*i18n*/ { id: 'my-offers.sort.offer-status-desc', message: 'Status oferty: Z-A' },
  announcementPublicationDate_desc: /*i18n*/ {
    id: 'my-offers.sort.published-desc',
    message: 'Data publikacji: od najnowszej',
  },
  announcementPublicationDate_asc: /*i18n*/ {
    id: 'my-offers.sort.published-asc',
    message: 'Data publikacji: od najstarszej',
  },
};

/** 'Znaleziono [około ]N ofert' (the contracts' offersFoundText): `about` from a full page on. */
export const FOUND = /*i18n*/ {
  id: 'my-offers.found',
  message:
    'Znaleziono {about, select, yes {około } other {}}{count, plural, one {# ofertę} few {# oferty} other {# ofert}}',
};

const text = (v: FilterValue | undefined) => (typeof v === 'string' ? v : '');
/** A status filter: upper-cased for the call, nothing for 'all' (spec 2 section 5). */
const upper = (v: string) => (v && v !== 'all' ? v.toUpperCase() : undefined);

/** 'Moje oferty' at /oferty (spec 2 section 2.5): the bidder's offers with sort, filters and pages. */
export function MyOffersPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._({ id: 'my-offers.document-title', message: 'moje oferty' }));
  const [state, change, ignored] = useListParams(listDefaults);
  const [preview, setPreview] = useState<MyOfferItem | null>(null);
  const f = state.filters;
  const filters: MyOfferFilterValues = {
    tytul: text(f.tytul),
    numer: text(f.numer),
    statusOgloszenia: text(f.statusOgloszenia) || emptyMyOfferFilters.statusOgloszenia,
    statusOferty: text(f.statusOferty) || emptyMyOfferFilters.statusOferty,
  };
  const list = useMyOffers({
    page: state.page,
    limit: state.limit,
    sort: state.sort as MyOfferSort,
    title: filters.tytul.trim() || undefined,
    announcementNumber: filters.numer.trim() || undefined,
    announcementStatus: upper(filters.statusOgloszenia),
    offerStatus: upper(filters.statusOferty),
  });

  const content = (
    <QueryContent
      query={list}
      failure={(error) => failureText(i18n, error, S.listFailed, S.listCode)}
      isEmpty={(data) => data.offerSets.length === 0}
      empty={
        <p className="notice" role="status">
          {i18n._(M.emptyMine)}
        </p>
      }
    >
      {(data) => (
        <>
          <p className="list-summary" role="status">
            {i18n._({
              ...FOUND,
              values: { count: data.meta.total, about: data.meta.total >= state.limit ? 'yes' : 'no' },
            })}
          </p>
          <ul className="card-list announcement-list">
            {data.offerSets.map((item) => (
              <MyOfferCard key={item.id} item={item} onPreview={setPreview} />
            ))}
          </ul>
          <Pagination
            page={state.page}
            lastPage={data.meta.lastPage}
            hrefFor={(page) => `/oferty?${writeListParams({ ...state, page })}`}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="my-offers">
      <nav aria-label={i18n._({ id: 'breadcrumbs.label', message: 'Okruszki' })} className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">{i18n._({ id: 'breadcrumbs.home', message: 'Strona główna' })}</Link>
          </li>
          <li aria-current="page">{i18n._({ id: 'my-offers.heading', message: 'Moje oferty' })}</li>
        </ol>
      </nav>
      <h1>{i18n._({ id: 'my-offers.heading', message: 'Moje oferty' })}</h1>
      <IgnoredParamsNotice ignored={ignored} />
      <div className="toolbar">
        <SelectField
          label={i18n._({ id: 'my-offers.sort', message: 'Sortuj' })}
          options={myOfferSorts.map((sort) => ({ value: sort, label: i18n._(sortNames[sort]) }))}
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        />
      </div>
      <MyOfferFilters
        key={writeListParams({ ...state, page: 1 })}
        initial={filters}
        onSearch={(values) => change({ filters: values })}
      />
      {content}
      {preview ? (
        <OfferPreviewDialog
          offerSetId={preview.id}
          parts={preview.announcement.version?.zamowienia ?? []}
          onClose={() => setPreview(null)}
        />
      ) : null}
    </section>
  );
}
