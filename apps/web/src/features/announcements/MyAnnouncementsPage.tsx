import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import {
  ADVERTISER_PAGE_SIZE,
  type AdvertiserSort,
  advertiserSortLabels,
  advertiserSorts,
} from '@bk/contracts/announcements/list';
import { announcementStatuses } from '@bk/contracts/dictionaries/statuses';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SelectField } from '../../components/form/SelectField.tsx';
import { ScreenHelpButton } from '../../components/screen-help/ScreenHelpButton.tsx';
import { IgnoredParamsNotice } from '../../components/ui/IgnoredParamsNotice.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { QueryContent } from '../../components/ui/QueryContent.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import {
  type FilterRange,
  type FilterValue,
  type ListDefaults,
  writeListParams,
} from '../../lib/list-params.ts';
import { useArrivalFlash, useFlashMessage } from '../../lib/use-flash-message.ts';
import { useListParams } from '../../lib/use-list-params.ts';
import { AnnouncementCard, type CardAction } from './AnnouncementCard.tsx';
import { AnnouncementFilters, type AnnouncementFilterValues } from './AnnouncementFilters.tsx';
import { type MyAnnouncement, useMyAnnouncements } from './announcements-api.ts';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';

const listDefaults: ListDefaults = {
  sort: 'submissionDeadline_desc',
  sorts: advertiserSorts,
  limit: ADVERTISER_PAGE_SIZE,
  limits: [ADVERTISER_PAGE_SIZE],
  filterNames: ['tytul', 'numer', 'identyfikator', 'status', 'dataPublikacji', 'terminOfert'],
  choices: { status: announcementStatuses.map((s) => s.name) },
};

const text = (v: FilterValue | undefined) => (typeof v === 'string' ? v : '');
const range = (v: FilterValue | undefined): FilterRange =>
  typeof v === 'object' && !Array.isArray(v) ? (v as FilterRange) : {};

const done: Record<CardAction, string> = {
  copy: 'Ogłoszenie zostało skopiowane. Kopia robocza jest na liście.',
  delete: 'Ogłoszenie zostało usunięte.',
  cancel: 'Ogłoszenie zostało anulowane.',
};

/** 'Moje ogłoszenia' (spec 1 section 2 'Announcement lists'): the advertiser's own announcements. */
export function MyAnnouncementsPage() {
  useDocumentTitle('moje ogłoszenia');
  const [state, change, ignored] = useListParams(listDefaults);
  const navigate = useNavigate();
  const [flash, showFlash] = useFlashMessage();
  // After a publication the form sends the author here with its message.
  useArrivalFlash(showFlash);
  const [dialog, setDialog] = useState<{ action: CardAction; item: MyAnnouncement } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const f = state.filters;
  const statuses = Array.isArray(f.status) ? [...(f.status as string[])] : [];
  const filters: AnnouncementFilterValues = {
    tytul: text(f.tytul),
    numer: text(f.numer),
    identyfikator: text(f.identyfikator),
    status: statuses,
    publikacjaOd: range(f.dataPublikacji).from ?? '',
    publikacjaDo: range(f.dataPublikacji).to ?? '',
    terminOd: range(f.terminOfert).from ?? '',
    terminDo: range(f.terminOfert).to ?? '',
  };
  const list = useMyAnnouncements({
    page: state.page,
    limit: state.limit,
    sort: state.sort as AdvertiserSort,
    title: filters.tytul || undefined,
    number: filters.numer || undefined,
    advertiserIdentificationNumber: filters.identyfikator || undefined,
    status: statuses,
    publicationDate: { from: filters.publikacjaOd || null, to: filters.publikacjaDo || null },
    submissionDeadline: { from: filters.terminOd || null, to: filters.terminDo || null },
  });

  const search = (values: AnnouncementFilterValues) =>
    change({
      filters: {
        tytul: values.tytul,
        numer: values.numer,
        identyfikator: values.identyfikator,
        status: values.status,
        dataPublikacji: { from: values.publikacjaOd || null, to: values.publikacjaDo || null },
        terminOfert: { from: values.terminOd || null, to: values.terminDo || null },
      },
    });

  const content = (
    <QueryContent
      query={list}
      failure={M.listFailed}
      isEmpty={(data) => data.ogloszenia.length === 0}
      empty={<p className="notice">Nie znaleziono ogłoszeń spełniających kryteria wyszukiwania.</p>}
    >
      {(data) => (
        <>
          <p className="list-summary" role="status">
            Liczba ogłoszeń: {data.meta.total}
          </p>
          <ul className="card-list announcement-list">
            {data.ogloszenia.map((item) => (
              <AnnouncementCard
                key={item.id}
                item={item}
                onEdit={(chosen) => navigate(`/ogloszenia/${chosen.id}/edytuj`)}
                onAction={(action, chosen) => setDialog({ action, item: chosen })}
              />
            ))}
          </ul>
          <Pagination
            page={state.page}
            lastPage={data.meta.lastPage}
            hrefFor={(page) => `/ogloszenia?${writeListParams({ ...state, page })}`}
          />
        </>
      )}
    </QueryContent>
  );

  return (
    <section className="my-announcements">
      <div className="page-head">
        <h1 ref={headingRef} tabIndex={-1}>
          Moje ogłoszenia
        </h1>
        <ScreenHelpButton screen="announcementsList" />
      </div>
      <IgnoredParamsNotice ignored={ignored} />
      <div className="toolbar">
        <Link className="add-tile" to="/ogloszenia/nowe">
          <span aria-hidden="true">+</span> Dodaj nowe ogłoszenie
        </Link>
        <SelectField
          label="Sortuj"
          options={advertiserSorts.map((sort) => ({ value: sort, label: advertiserSortLabels[sort] }))}
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value })}
        />
      </div>
      <AnnouncementFilters key={writeListParams({ ...state, page: 1 })} initial={filters} onSearch={search} />
      <p className="flash" role="status">
        {flash}
      </p>
      {content}
      {dialog ? (
        <ConfirmActionDialog
          action={dialog.action}
          item={dialog.item}
          onClose={() => setDialog(null)}
          onDone={async () => {
            showFlash(done[dialog.action]);
            setDialog(null);
            setTimeout(() => headingRef.current?.focus(), 0);
          }}
        />
      ) : null}
    </section>
  );
}
