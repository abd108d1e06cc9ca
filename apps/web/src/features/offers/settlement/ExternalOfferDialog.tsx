import { offerMessages as M } from '@bk/contracts/offers/offers';
import { useLingui } from '@lingui/react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormError } from '../../../components/form/FormError.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { SubjectFields } from '../../../components/subject/SubjectFields.tsx';
import {
  type SubjectFormValues,
  subjectAliases,
  subjectBody,
  subjectDefaults,
  subjectFields,
  subjectResolver,
} from '../../../components/subject/subject-form.ts';
import type { Zalacznik } from '../../../components/ui/AttachmentList.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { CloseDialog, Dialog } from '../../../components/ui/Dialog.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import {
  bodyOf,
  initialState,
  noErrors,
  type OfferFormState,
  type PartDraft,
  type PlacedErrors,
  placeErrors,
} from '../offer-form-state.ts';
import { failureText, offerScreenMessages as S } from '../offer-messages.ts';
import { useOfferSet } from '../offers-api.ts';
import type { OfferSet, PartRef } from '../offers-types.ts';
import { OfferAttachmentFields, PartsOfferFields } from '../PartOfferFields.tsx';
import { saveExternalOffer } from './settlement-api.ts';

type Props = {
  announcementId: number;
  parts: PartRef[];
  partial: boolean;
  /** The entered offer to change, or null for a new one. */
  offerSetId: number | null;
  onClose(): void;
  onSaved(set: OfferSet): Promise<void> | void;
};

const SUBJECT = 'danePodmiotu.';

/**
 * Puts the server's errors of the bidder's data (`danePodmiotu.*`) under the subject's fields; returns
 * the other errors and the subject's messages that have no field.
 */
function placeSubjectErrors(
  errors: Record<string, string[]>,
  setError: (field: (typeof subjectFields)[number], error: { type: string; message: string }) => void,
) {
  const rest: Record<string, string[]> = {};
  for (const [path, list] of Object.entries(errors)) {
    const inner = path.startsWith(SUBJECT) ? path.slice(SUBJECT.length) : null;
    const field = inner === null ? null : ((subjectAliases as Record<string, string>)[inner] ?? inner);
    const known = subjectFields.find((f) => f === field);
    if (known && list[0]) setError(known, { type: 'server', message: list[0] });
    else rest[path] = list;
  }
  return rest;
}

function Form({
  announcementId,
  parts,
  partial,
  existing,
  onClose,
  onSaved,
}: Omit<Props, 'offerSetId'> & {
  existing: OfferSet | null;
}) {
  const { i18n } = useLingui();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const subject = useForm<SubjectFormValues>({
    resolver: subjectResolver,
    shouldFocusError: false,
    defaultValues: subjectDefaults(existing?.danePodmiotu ?? null),
  });
  // 4.6: with one part, a new offer starts with that part's offer holding one empty variant.
  const [offer, setOffer] = useState<OfferFormState>(() => initialState(parts, existing, partial));
  const [errors, setErrors] = useState<PlacedErrors>(noErrors);
  const [formError, setFormError] = useState<string | null>(null);
  const several = parts.length > 1;

  const save = useApiMutation({
    mutationFn: (values: SubjectFormValues) =>
      saveExternalOffer(existing?.id ?? null, {
        ...bodyOf(announcementId, offer),
        danePodmiotu: subjectBody(values),
      }),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      if (!isApiError(error) || Object.keys(error.errors).length === 0) {
        setErrors(noErrors);
        setFormError(failureText(i18n, error, S.saveFailed));
        return;
      }
      const rest = placeSubjectErrors(error.errors, subject.setError);
      setErrors(placeErrors(rest, offer));
      setFormError(M.formErrors);
      focusFirstInvalid(formRef.current);
    },
  });
  const submit = subject.handleSubmit(
    (values) => {
      if (save.isPending) return;
      setFormError(null);
      save.mutate(values);
    },
    () => focusFirstInvalid(formRef.current),
  );

  const setPart = (next: PartDraft) =>
    setOffer((s) => ({ ...s, parts: s.parts.map((p) => (p.key === next.key ? next : p)) }));
  const setAttachments = (next: Zalacznik[]) => setOffer((s) => ({ ...s, zalaczniki: next }));

  return (
    <Dialog
      onDismiss={onClose}
      wide
      title={existing ? 'Edytuj ofertę' : 'Dodaj ofertę'}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" form={formId} aria-disabled={save.isPending || undefined}>
            {save.isPending ? 'Trwa zapisywanie...' : 'Zapisz ofertę'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} onSubmit={submit} noValidate className="external-offer">
        <p className="field__hint form-note">
          Oferta otrzymana inną drogą (np. pocztą lub e-mailem). Pola oznaczone gwiazdką (*) są wymagane.
        </p>
        <FormError message={formError} />
        <fieldset className="group">
          <legend>Dane oferenta</legend>
          <SubjectFields form={subject} autoFocus />
          {errors.bidder ? <p className="field__error">{errors.bidder}</p> : null}
        </fieldset>
        {errors.parts ? <p className="field__error">{errors.parts}</p> : null}
        <PartsOfferFields
          parts={parts}
          drafts={offer.parts}
          several={several}
          choosable={partial && several}
          errors={errors.fields}
          disabled={save.isPending}
          onChange={setPart}
        />
        <OfferAttachmentFields
          value={offer.zalaczniki}
          onChange={setAttachments}
          errors={errors.fields}
          error={errors.attachments}
          disabled={save.isPending}
        />
        {errors.bottom.length > 0 ? (
          <ul className="notice notice--error">
            {errors.bottom.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </form>
    </Dialog>
  );
}

/** The entered offer, read before its form opens. */
function Existing(props: Omit<Props, 'offerSetId'> & { offerSetId: number }) {
  const { i18n } = useLingui();
  const set = useOfferSet(props.offerSetId);
  if (set.data) return <Form {...props} existing={set.data} />;
  return (
    <CloseDialog onClose={props.onClose} title="Edytuj ofertę">
      {set.isError ? (
        <p className="notice notice--error" role="alert">
          {failureText(i18n, set.error, S.offerLoadFailed, S.offerLoadCode)}
        </p>
      ) : (
        <LoadingText />
      )}
    </CloseDialog>
  );
}

/**
 * 'Dodaj ofertę' in the settlement (spec 2 sections 2.7, 4.5, 4.6): the advertiser enters an offer
 * received by another channel, with the bidder's data (the profile's rules: NIP and PESEL checks, a
 * TERYT locality in Poland), the offers per part with variants and the attachments.
 */
export function ExternalOfferDialog({ offerSetId, ...props }: Props) {
  if (offerSetId === null) return <Form {...props} existing={null} />;
  return <Existing {...props} offerSetId={offerSetId} />;
}
