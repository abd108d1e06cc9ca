import { messages } from '@bk/contracts/common/messages';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { useFlashMessage } from '../../lib/use-flash-message.ts';
import {
  bodyOf,
  firstUnnamed,
  hasErrors,
  initialState,
  noErrors,
  type OfferFormState,
  type PlacedErrors,
  placeErrors,
  priceProblem,
  unnamedAttachmentError,
  validateOffer,
  withSavedIds,
} from './offer-form-state.ts';
import { failureText, offerScreenMessages as S } from './offer-messages.ts';
import { offerTexts as M } from './offer-texts.ts';
import { createOfferSet, deleteOfferSet, saveOfferSet, submitOfferSet } from './offers-api.ts';
import type { OfferSet, PartRef } from './offers-types.ts';

export type OfferFormDialog = 'cancel' | 'delete' | 'submit' | 'unnamed' | null;

export type OfferFormOptions = {
  announcementId: number;
  parts: PartRef[];
  partial: boolean;
  /** The stored offer set (DRAFT or WITHDRAWN), null for a new offer. */
  existing: OfferSet | null;
  onSaved(set: OfferSet): void;
  onSubmitted(set: OfferSet): void;
  onDeleted(): void;
};

/** The offer form's behaviour (spec 2 sections 2.3, 4.1, 5): save, submit, delete, dialogs, errors. */
export function useOfferForm(options: OfferFormOptions) {
  const { i18n } = useLingui();
  const formErrors = i18n._(M.formErrors);
  const { announcementId, parts, partial, existing } = options;
  const [state, setState] = useState<OfferFormState>(() => initialState(parts, existing, partial));
  const [errors, setErrors] = useState<PlacedErrors>(noErrors);
  const [summary, setSummary] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OfferFormDialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [flash, showFlash] = useFlashMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  /** Field errors go under their fields with the summary; anything else is the message at the bottom. */
  const fail = (error: unknown, failed: MessageDescriptor): PlacedErrors => {
    if (isApiError(error) && Object.keys(error.errors).length > 0) {
      const placed = placeErrors(error.errors, stateRef.current);
      setErrors(placed);
      setSummary(formErrors);
      focusFirstInvalid(formRef.current);
      return placed;
    }
    setErrors(noErrors);
    setSummary(failureText(i18n, error, failed));
    return noErrors;
  };

  const saving = useApiMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) => (existing ? saveOfferSet(body) : createOfferSet(body)),
    onSuccess: (saved) => {
      setState((s) => withSavedIds(s, saved));
      setErrors(noErrors);
      showFlash(i18n._(S.saved));
      options.onSaved(saved);
    },
    onError: (error) => fail(error, S.saveFailed),
  });
  const submitting = useApiMutation({
    mutationFn: submitOfferSet,
    onSuccess: (submitted) => {
      setDialog(null);
      options.onSubmitted(submitted);
    },
    onError: (error) => {
      setDialog(null);
      const placed = fail(error, S.submitFailed);
      if (unnamedAttachmentError(placed, stateRef.current)) setDialog('unnamed');
    },
  });
  const deleting = useApiMutation({
    mutationFn: () => deleteOfferSet(announcementId),
    onSuccess: () => {
      setDialog(null);
      options.onDeleted();
    },
    onError: (error) => setDialogError(failureText(i18n, error, S.deleteFailed)),
  });
  const busy = saving.isPending
    ? 'save'
    : submitting.isPending
      ? 'submit'
      : deleting.isPending
        ? 'delete'
        : null;

  const save = () => {
    if (busy) return;
    setSummary(null);
    saving.mutate(bodyOf(announcementId, stateRef.current));
  };

  /**
   * 'Złóż ofertę': the form is checked first (each problem under its field, the summary, the focus on the
   * first one); then an attachment without a name stops it with the warning; otherwise the question.
   */
  const requestSubmit = () => {
    if (busy) return;
    setDialogError(null);
    const problems = validateOffer(stateRef.current, parts, partial, (text) => i18n._(text));
    if (hasErrors(problems)) {
      setErrors(problems);
      setSummary(formErrors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors(noErrors);
    setSummary(null);
    setDialog(firstUnnamed(stateRef.current) ? 'unnamed' : 'submit');
  };

  /** A price's own message when the field is left (none once it is right). */
  const checkPrice = (variantKey: string, value: string, refusedTyping: boolean) => {
    const problem = priceProblem(value, refusedTyping);
    if (problem) setErrors((e) => ({ ...e, fields: { ...e.fields, [`${variantKey}:price`]: problem } }));
    else clearField(`${variantKey}:price`);
  };

  const confirmSubmit = () => {
    if (busy) return;
    setSummary(null);
    submitting.mutate(bodyOf(announcementId, stateRef.current));
  };

  const confirmDelete = () => {
    if (busy) return;
    setDialogError(null);
    deleting.mutate();
  };

  /** Closes the warning and takes the user to the first attachment name to fill in. */
  const closeUnnamed = () => {
    setDialog(null);
    const row = firstUnnamed(stateRef.current);
    if (!row) return;
    setErrors((e) => ({
      ...e,
      fields: { ...e.fields, [row.temporaryId]: e.fields[row.temporaryId] ?? messages.required },
    }));
    requestAnimationFrame(() => {
      const inputs = formRef.current?.querySelectorAll<HTMLInputElement>('.attachments__field input');
      const index = stateRef.current.zalaczniki.findIndex((a) => a.temporaryId === row.temporaryId);
      inputs?.[index]?.focus();
    });
  };

  /** Drops the message of a field the user has just changed; the summary goes with the last one. */
  const clearField = (key: string) =>
    setErrors((e) => {
      if (e.fields[key] === undefined) return e;
      const { [key]: _dropped, ...fields } = e.fields;
      return { ...e, fields };
    });
  // Once every error shown is corrected, the summary of them goes too (as in the announcement form).
  useEffect(() => {
    if (!hasErrors(errors)) setSummary((s) => (s === formErrors ? null : s));
  }, [errors, formErrors]);

  return {
    state,
    clearField,
    checkPrice,
    setState,
    errors,
    summary,
    busy,
    dialog,
    setDialog,
    dialogError,
    saved: flash !== '',
    formRef,
    save,
    requestSubmit,
    confirmSubmit,
    confirmDelete,
    closeUnnamed,
  };
}
