import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '../../components/form/ErrorMessage.tsx';
import { sayMessage } from '../../components/form/validation-texts.ts';
import type { Zalacznik } from '../../components/ui/AttachmentList.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { LoadingText } from '../../components/ui/LoadingText.tsx';
import { OfferStatusName } from '../../components/ui/StatusTag.tsx';
import { BidderDataView } from './BidderDataView.tsx';
import { DeadlineClock } from './DeadlineClock.tsx';
import { OfferFormDialogs } from './OfferFormDialogs.tsx';
import type { PartDraft } from './offer-form-state.ts';
import { offerTexts as M } from './offer-texts.ts';
import { useBidderData } from './offers-api.ts';
import { OfferAttachmentFields, PartsOfferFields } from './PartOfferFields.tsx';
import { type OfferFormOptions, useOfferForm } from './use-offer-form.ts';

type Props = OfferFormOptions & {
  onCancel(): void;
  /** The submission deadline (ISO) and the server's clock minus this device's (issue 50). */
  deadline: string | null;
  clockOffsetMs: number;
};

function BidderSection({ error }: { error: string | null }) {
  const { i18n } = useLingui();
  const bidder = useBidderData();
  if (bidder.isPending)
    return (
      <LoadingText
        text={i18n._({ id: 'offers.bidder.loading', message: 'Trwa pobieranie danych oferenta...' })}
      />
    );
  if (bidder.isError)
    return (
      <p className="notice notice--error" role="alert">
        {i18n._({ id: 'offers.bidder.failed', message: 'Nie udało się pobrać danych oferenta.' })}{' '}
        {bidder.error.message}
      </p>
    );
  return (
    <div className="offer-form__bidder">
      {bidder.data ? (
        <BidderDataView data={bidder.data} />
      ) : (
        <div className="notice offer-notice--warning">
          <p>{i18n._(M.noSubject)}</p>
          <p>{i18n._(M.noSubjectHint)}</p>
        </div>
      )}
      {error ? <p className="field__error">{error}</p> : null}
      <p>
        <Link to="/uzytkownicy/moj-profil">
          {bidder.data
            ? i18n._({ id: 'offers.bidder.change', message: 'Zmień dane oferenta w swoim profilu' })
            : i18n._({ id: 'offers.bidder.fill', message: 'Uzupełnij dane podmiotu w swoim profilu' })}
        </Link>
      </p>
    </div>
  );
}

/** 'Utwórz ofertę' / 'Edytuj ofertę' (spec 2 section 2.3): bidder data, one offer per part, attachments. */
export function OfferForm(props: Props) {
  const { i18n } = useLingui();
  const { parts, partial, existing, onCancel, deadline, clockOffsetMs } = props;
  const form = useOfferForm(props);
  const bidder = useBidderData();
  const { state, errors, busy } = form;
  const several = parts.length > 1;
  const choosable = partial && several;
  const canSubmit = bidder.data !== null && bidder.data !== undefined;
  // Past the deadline by the server's clock the form sends nothing (the server would refuse it too).
  const [closed, setClosed] = useState(false);
  const onPassed = useCallback(() => setClosed(true), []);
  const disabled = busy !== null || closed;

  const setPart = (next: PartDraft) => {
    const previous = state.parts.find((p) => p.key === next.key);
    previous?.variants.forEach((v) => {
      const now = next.variants.find((x) => x.key === v.key);
      if (now?.price !== v.price) form.clearField(`${v.key}:price`);
      if (now?.opis !== v.opis) form.clearField(`${v.key}:opis`);
    });
    if (previous?.chosen !== next.chosen) form.clearField(next.key);
    form.setState((s) => ({ ...s, parts: s.parts.map((p) => (p.key === next.key ? next : p)) }));
  };
  const setAttachments = (next: Zalacznik[]) => {
    for (const row of next) {
      const before = state.zalaczniki.find((a) => a.temporaryId === row.temporaryId);
      if (before && before.nazwa !== row.nazwa) form.clearField(row.temporaryId);
    }
    form.setState((s) => ({ ...s, zalaczniki: next }));
  };

  return (
    <section className="offer-form" aria-labelledby="offer-form-heading">
      <h2 id="offer-form-heading" tabIndex={-1}>
        {existing
          ? i18n._({ id: 'offers.form.edit', message: 'Edytuj ofertę' })
          : i18n._({ id: 'offers.create', message: 'Utwórz ofertę' })}
      </h2>
      {existing ? (
        <p className="offer-form__status">
          {i18n._({ id: 'offers.form.status', message: 'Status oferty:' })}{' '}
          <strong>
            <OfferStatusName status={existing.status} />
          </strong>
        </p>
      ) : null}
      {deadline ? <DeadlineClock deadline={deadline} offsetMs={clockOffsetMs} onPassed={onPassed} /> : null}
      <form ref={form.formRef} noValidate onSubmit={(e) => e.preventDefault()}>
        <BidderSection error={errors.bidder} />
        <section className="offer-form__offers" aria-labelledby="offer-form-offers">
          <h3 id="offer-form-offers" className="offer-section-title">
            {several
              ? i18n._({ id: 'offers.form.parts', message: 'Oferty na części zamówienia' })
              : i18n._({ id: 'offers.form.offer', message: 'Oferta' })}
          </h3>
          {choosable ? (
            <p className="field__hint">
              {i18n._({
                id: 'offers.form.choose-parts',
                message: 'Zaznacz części zamówienia, na które składasz ofertę.',
              })}
            </p>
          ) : null}
          <ErrorMessage message={errors.parts} anchor />
          <PartsOfferFields
            parts={parts}
            drafts={state.parts}
            several={several}
            choosable={choosable}
            errors={errors.fields}
            disabled={disabled}
            onChange={setPart}
            onPriceBlur={form.checkPrice}
          />
        </section>
        <OfferAttachmentFields
          value={state.zalaczniki}
          onChange={setAttachments}
          errors={errors.fields}
          error={errors.attachments}
          disabled={disabled}
        />
        <div role="alert" className="offer-form__summary">
          {form.summary ? (
            <div className="notice notice--error">
              <p className="offer-form__summary-title">{form.summary}</p>
              {errors.bottom.length > 0 ? (
                <ul>
                  {errors.bottom.map((message) => (
                    <li key={message}>{sayMessage(i18n, message)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="offer-form__buttons">
          <Button variant="secondary" disabled={busy !== null} onClick={() => form.setDialog('cancel')}>
            {i18n._({ id: 'offers.form.cancel', message: 'Anuluj tworzenie/edycję oferty' })}
          </Button>
          {existing ? (
            <Button variant="secondary" disabled={disabled} onClick={() => form.setDialog('delete')}>
              {i18n._({ id: 'offers.form.delete', message: 'Usuń ofertę' })}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            aria-disabled={disabled || undefined}
            onClick={() => {
              if (!closed) form.save();
            }}
          >
            {busy === 'save'
              ? i18n._({ id: 'common.saving', message: 'Trwa zapisywanie...' })
              : form.saved
                ? i18n._({ id: 'offers.saved', message: 'Zapisano' })
                : i18n._({ id: 'offers.form.save', message: 'Zapisz wersję roboczą oferty' })}
          </Button>
          <Button disabled={disabled || !canSubmit} onClick={form.requestSubmit}>
            {i18n._({ id: 'offers.form.submit', message: 'Złóż ofertę' })}
          </Button>
        </div>
        <p role="status" className="visually-hidden">
          {form.saved ? i18n._({ id: 'offers.form.saved', message: 'Zapisano wersję roboczą oferty.' }) : ''}
        </p>
      </form>
      <OfferFormDialogs form={form} onCancel={onCancel} />
    </section>
  );
}
