import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { type ArrivalFlash, FLASH_MS } from '../../lib/use-flash-message.ts';
import { createAnnouncement, saveAnnouncement } from './announcement-api.ts';
import { toBody } from './form-content.ts';
import type { FormState } from './form-state.ts';
import type { StepId } from './steps.ts';
import { stepLabel } from './steps.ts';
import {
  draftErrors,
  type FormErrors,
  formPartOf,
  publicationErrors,
  stepsWithErrors,
} from './validation.ts';

export type SaveState = 'idle' | 'saving' | 'saved';
export type OpenDialog = { kind: 'publish' } | { kind: 'message'; title: string; message: string } | null;

/** What the page hands over after creating a draft (the new address is another route). */
export type AfterSave = { saved?: boolean; openPublish?: boolean };

type Args = {
  id: number | null;
  form: FormState;
  step: StepId;
  isAdmin: boolean;
  showErrors(errors: FormErrors): boolean;
  setErrors(errors: FormErrors): void;
  reload(): Promise<unknown>;
  /** Called with the form each time the server accepted it (what is saved is no longer unsaved). */
  onSent(form: FormState): void;
  announce(message: string): void;
  setFormError(message: string | null): void;
};

/**
 * The form's buttons (spec 1 sections 2 and 4): check, save draft (POST when new, PUT after, then
 * reload; 'Zapisano' for 5 s), publish (validate and save first; the author's dialog, or an
 * administrator's direct publication of a new version).
 */
export function useAnnouncementActions(args: Args) {
  const { id, form, step, isAdmin, showErrors, setErrors, reload, announce, setFormError, onSent } = args;
  const navigate = useNavigate();
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [dialog, setDialog] = useState<OpenDialog>(null);

  useEffect(() => {
    if (saveState !== 'saved') return;
    const timer = setTimeout(() => setSaveState('idle'), FLASH_MS);
    return () => clearTimeout(timer);
  }, [saveState]);

  /** Errors: the message (and the steps to look at) above the form, the errors under their fields. */
  const failed = (found: FormErrors, message: string) => {
    const steps = stepsWithErrors(found).map(stepLabel).join(', ');
    setFormError(`${message}${steps ? ` Kroki wymagające uwagi: ${steps}.` : ''}`);
    announce('');
    showErrors(found);
  };

  /** The server's refusal: field errors under their fields, the message above the form. */
  const refused = (error: unknown, summary?: string) => {
    if (isApiError(error) && error.status === 403) return failed({}, M.saveForbidden);
    if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0) {
      return failed(formPartOf(error.errors), summary ?? error.message);
    }
    failed({}, error instanceof Error ? error.message : String(error));
  };

  /**
   * The one write of the form: POST when new, PUT after ('draft' or an administrator's 'publish').
   * A draft saved over an existing one is reloaded before the write counts as done.
   */
  const send = useApiMutation({
    mutationFn: async (v: { id: number | null; form: FormState; mode: 'draft' | 'publish' }) => {
      if (v.id === null) return (await createAnnouncement(toBody(v.form))).id;
      await saveAnnouncement(v.id, toBody(v.form), v.mode);
      return v.id;
    },
    onSuccess: async (_, v) => {
      onSent(v.form);
      if (v.id !== null && v.mode === 'draft') await reload();
    },
  });
  const busy = send.isPending;

  const editAddress = (newId: number) => `/ogloszenia/${newId}/edytuj?krok=${step}`;

  const check = () => {
    setFormError(null);
    announce('');
    const found = publicationErrors(form);
    if (Object.keys(found).length > 0) return failed(found, 'Formularz zawiera błędy.');
    showErrors({});
    announce('Nie znaleziono błędów. Ogłoszenie można opublikować.');
  };

  const saveDraft = () => {
    if (busy) return;
    setFormError(null);
    announce('');
    const found = draftErrors(form);
    if (Object.keys(found).length > 0) return failed(found, 'Nie zapisano: formularz zawiera błędy.');
    setSaveState('saving');
    announce('Trwa zapisywanie...');
    send.mutate(
      { id, form, mode: 'draft' },
      {
        onSuccess: (savedId) => {
          if (id === null) {
            navigate(editAddress(savedId), { replace: true, state: { saved: true } satisfies AfterSave });
            return;
          }
          setErrors({});
          setSaveState('saved');
          announce('Zapisano');
        },
        onError: (error) => {
          setSaveState('idle');
          refused(error);
        },
      },
    );
  };

  const publishAsAuthor = () =>
    send.mutate(
      { id, form, mode: 'draft' },
      {
        onSuccess: (savedId) => {
          if (id === null) {
            navigate(editAddress(savedId), {
              replace: true,
              state: { openPublish: true } satisfies AfterSave,
            });
            return;
          }
          setErrors({});
          setDialog({ kind: 'publish' });
        },
        onError: (error) => refused(error, M.hasErrors),
      },
    );

  const publishAsAdmin = (announcementId: number) =>
    send.mutate(
      { id: announcementId, form, mode: 'publish' },
      {
        // Spec 1 section 4: an administrator goes to the announcement's details, told it is published.
        onSuccess: () =>
          navigate(`/ogloszenia/${announcementId}`, { state: { flash: M.published } satisfies ArrivalFlash }),
        onError: (error) => {
          const fieldErrors = isApiError(error) && error.status === 422 ? formPartOf(error.errors) : {};
          if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          const message =
            isApiError(error) && error.status === 403
              ? M.saveForbidden
              : error instanceof Error
                ? error.message
                : M.publishFailed;
          setDialog({ kind: 'message', title: 'Nie opublikowano ogłoszenia', message });
        },
      },
    );

  const publish = () => {
    if (busy) return;
    setFormError(null);
    const found = publicationErrors(form);
    if (Object.keys(found).length > 0) {
      failed(found, M.hasErrors);
      if (isAdmin) setDialog({ kind: 'message', title: 'Nie opublikowano ogłoszenia', message: M.hasErrors });
      return;
    }
    if (!isAdmin) publishAsAuthor();
    else if (id !== null) publishAsAdmin(id);
  };

  return { saveState, setSaveState, busy, dialog, setDialog, check, saveDraft, publish };
}
