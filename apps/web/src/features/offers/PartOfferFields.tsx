import { announcementLimits } from '@bk/contracts/announcements/limits';
import { cleanBudgetInput } from '@bk/contracts/announcements/money';
import { offerLimits } from '@bk/contracts/offers/offers';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRef } from 'react';
import { ErrorMessage } from '../../components/form/ErrorMessage.tsx';
import { Field } from '../../components/form/Field.tsx';
import { AttachmentList, type Zalacznik } from '../../components/ui/AttachmentList.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { completePrice, emptyVariant, type PartDraft, type VariantDraft } from './offer-form-state.ts';
import type { PartRef } from './offers-types.ts';

/** The currency's code, the same in every language. */
const CURRENCY = 'PLN';

type Props = {
  part: PartRef;
  index: number;
  /** More than one part: each is headed 'Część N'. */
  several: boolean;
  /** Partial offers allowed: the bidder chooses the parts with a checkbox. */
  choosable: boolean;
  draft: PartDraft;
  errors: Record<string, string>;
  disabled: boolean;
  onChange(next: PartDraft): void;
  /** A price field left: its value (completed) and whether typing in it was refused since. */
  onPriceBlur?(variantKey: string, value: string, refusedTyping: boolean): void;
};

/** The part's heading as the announcement page shows it: its title, or 'Część N'; 'Oferta' for one part. */
export function partTitle(i18n: I18n, part: PartRef, index: number, several: boolean): string {
  if (!several) return i18n._({ id: 'offers.form.offer', message: 'Oferta' });
  return (
    part.tytul?.trim() ||
    i18n._({ id: 'offers.part-number', message: 'Część {number}', values: { number: index + 1 } })
  );
}

/** One offer of the form: the part's variants, each with 'Cena brutto' (PLN) and a description. */
export function PartOfferFields({
  part,
  index,
  several,
  choosable,
  draft,
  errors,
  disabled,
  onChange,
  onPriceBlur,
}: Props) {
  const { i18n } = useLingui();
  // Variants whose price field refused what was typed (not a digit or a comma) since it was last left.
  const refused = useRef(new Set<string>());
  const variantsAllowed = part.czyWariantowe !== false;
  const setVariant = (key: string, patch: Partial<VariantDraft>) =>
    onChange({ ...draft, variants: draft.variants.map((v) => (v.key === key ? { ...v, ...patch } : v)) });
  const where = (j: number) =>
    [
      several
        ? i18n._({ id: 'offers.where.part', message: 'część {number}', values: { number: index + 1 } })
        : '',
      variantsAllowed
        ? i18n._({ id: 'offers.where.variant', message: 'wariant {number}', values: { number: j + 1 } })
        : '',
    ]
      .filter(Boolean)
      .join(', ');
  const partError = errors[draft.key];

  return (
    <fieldset className="offer-part">
      <legend className="offer-part__legend">
        {/* A part's own title is the announcement's data, in Polish. */}
        <span lang={several && part.tytul?.trim() ? 'pl' : undefined}>
          {partTitle(i18n, part, index, several)}
        </span>
      </legend>
      {choosable ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={draft.chosen}
            disabled={disabled}
            onChange={(e) => onChange({ ...draft, chosen: e.target.checked })}
          />
          {i18n._({ id: 'offers.form.choose-part', message: 'Składam ofertę na tę część' })}
        </label>
      ) : null}
      <ErrorMessage message={partError} anchor />
      {draft.chosen ? (
        <>
          <ol className="offer-variants">
            {draft.variants.map((v, j) => (
              <li key={v.key} className="offer-variant">
                {variantsAllowed ? (
                  <p className="offer-variant__title">
                    {i18n._({
                      id: 'offers.variant-number',
                      message: 'Wariant {number}',
                      values: { number: j + 1 },
                    })}
                  </p>
                ) : null}
                <Field
                  label={
                    <>
                      {i18n._({ id: 'offers.gross-price', message: 'Cena brutto' })}
                      {where(j) ? <span className="visually-hidden"> ({where(j)})</span> : null}
                    </>
                  }
                  hint={i18n._({ id: 'offers.price-hint', message: 'Kwota w złotych według wzoru 1000,00.' })}
                  error={errors[`${v.key}:price`]}
                  required
                  className="offer-variant__price"
                >
                  {({ inputId, describedBy, invalid }) => (
                    <span className="money-input">
                      <input
                        id={inputId}
                        className="input"
                        inputMode="decimal"
                        autoComplete="off"
                        maxLength={announcementLimits.budgetFieldLength}
                        value={v.price}
                        disabled={disabled}
                        aria-describedby={describedBy}
                        aria-invalid={invalid || undefined}
                        aria-required="true"
                        onChange={(e) => {
                          const price = cleanBudgetInput(e.target.value, v.price);
                          if (price === v.price && e.target.value !== v.price) refused.current.add(v.key);
                          setVariant(v.key, { price });
                        }}
                        onBlur={() => {
                          const price = completePrice(v.price);
                          setVariant(v.key, { price });
                          onPriceBlur?.(v.key, price, refused.current.delete(v.key));
                        }}
                      />
                      <span className="money-input__unit">{CURRENCY}</span>
                    </span>
                  )}
                </Field>
                <Field
                  label={
                    <>
                      {i18n._({ id: 'offers.description', message: 'Opis' })}
                      {where(j) ? <span className="visually-hidden"> ({where(j)})</span> : null}
                    </>
                  }
                  hint={i18n._({
                    id: 'offers.description-count',
                    message: 'Wpisano {count} z {max} znaków.',
                    values: { count: v.opis.length, max: offerLimits.variantDescription },
                  })}
                  error={errors[`${v.key}:opis`]}
                >
                  {({ inputId, describedBy, invalid }) => (
                    <textarea
                      id={inputId}
                      className="input input--area offer-variant__description"
                      rows={2}
                      maxLength={offerLimits.variantDescription}
                      value={v.opis}
                      disabled={disabled}
                      aria-describedby={describedBy}
                      aria-invalid={invalid || undefined}
                      onChange={(e) => setVariant(v.key, { opis: e.target.value })}
                    />
                  )}
                </Field>
                {draft.variants.length > 1 ? (
                  <Button
                    variant="secondary"
                    className="button--small"
                    disabled={disabled}
                    onClick={() =>
                      onChange({ ...draft, variants: draft.variants.filter((x) => x.key !== v.key) })
                    }
                  >
                    {i18n._({ id: 'offers.variant.remove', message: 'Usuń wariant' })}
                    <span className="visually-hidden"> {j + 1}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ol>
          {variantsAllowed ? (
            draft.variants.length < offerLimits.variants ? (
              <Button
                variant="secondary"
                disabled={disabled}
                onClick={() => onChange({ ...draft, variants: [...draft.variants, emptyVariant()] })}
              >
                {i18n._({ id: 'offers.variant.add', message: 'Dodaj wariant' })}
                <span className="visually-hidden">
                  {' '}
                  (
                  {several
                    ? i18n._({
                        id: 'offers.where.part',
                        message: 'część {number}',
                        values: { number: index + 1 },
                      })
                    : i18n._({ id: 'offers.where.offer', message: 'oferta' })}
                  )
                </span>
              </Button>
            ) : (
              <p className="field__hint">
                {i18n._({
                  id: 'offers.variant.max',
                  message: 'Możesz dodać maksymalnie {max} wariantów.',
                  values: { max: offerLimits.variants },
                })}
              </p>
            )
          ) : (
            <p className="field__hint">
              {i18n._({
                id: 'offers.variant.not-allowed',
                message: 'Ta część zamówienia nie dopuszcza ofert wariantowych.',
              })}
            </p>
          )}
        </>
      ) : null}
    </fieldset>
  );
}

/** The offer fields of each part that has a draft, in the order of the announcement's parts. */
export function PartsOfferFields({
  parts,
  drafts,
  ...shared
}: Omit<Props, 'part' | 'index' | 'draft'> & { parts: PartRef[]; drafts: PartDraft[] }) {
  return parts.map((part, index) => {
    const draft = drafts.find((p) => p.partId === part.id);
    return draft ? (
      <PartOfferFields key={draft.key} part={part} index={index} draft={draft} {...shared} />
    ) : null;
  });
}

/** The offer's attachments (spec 2: at most offerLimits.attachments) and the error about them. */
export function OfferAttachmentFields({
  value,
  onChange,
  errors,
  error,
  disabled,
}: {
  value: Zalacznik[];
  onChange: (next: Zalacznik[]) => void;
  /** The errors by field name (an attachment's description). */
  errors: Record<string, string>;
  /** The error about the attachments as a whole. */
  error: string | null | undefined;
  disabled: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <AttachmentList
        value={value}
        onChange={onChange}
        context="offer"
        max={offerLimits.attachments}
        legend={i18n._({ id: 'offers.form.attachments', message: 'Załączniki do oferty' })}
        errors={errors}
        disabled={disabled}
      />
      {error ? <p className="field__error">{error}</p> : null}
    </>
  );
}
