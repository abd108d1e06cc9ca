import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import type { HelpScreen } from '@bk/contracts/content/screens';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../components/form/FormError.tsx';
import { ScreenHelpButton } from '../../components/screen-help/ScreenHelpButton.tsx';
import type { CompactAnnouncement, FormDictionaries } from './announcement-api.ts';
import { FormActions } from './FormActions.tsx';
import { FormDialogs } from './FormDialogs.tsx';
import { FormContextProvider } from './form-context.tsx';
import type { Update } from './form-ops.ts';
import { emptyForm, type FormState } from './form-state.ts';
import { fromStored } from './from-stored.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { StepContent } from './StepContent.tsx';
import { StepMenu } from './StepMenu.tsx';
import { isStepId, type StepId, stepIndex, stepLabel, steps } from './steps.ts';
import { type AfterSave, useAnnouncementActions } from './use-announcement-actions.ts';
import { useFormErrors } from './use-form-errors.ts';
import { stepsWithErrors } from './validation.ts';

type Props = {
  id: number | null;
  loaded: CompactAnnouncement | null;
  dictionaries: FormDictionaries;
  reload(): Promise<unknown>;
};

/** The announcement form (spec 1 section 2): six steps, the checks, saving and publishing. */
export function AnnouncementForm({ id, loaded, dictionaries: own, reload }: Props) {
  const meta = loaded?.ogloszenie ?? null;
  // An administrator edits another user's announcement: its projects and persons are the owner's.
  const dictionaries = loaded?.ownerChoices ? { ...own, ...loaded.ownerChoices } : own;
  const published = meta?.status.nazwa === 'PUBLISHED';
  const isAdmin = Boolean(meta?.isAdmin && !meta.isAuthor);
  const [form, setForm] = useState<FormState>(() =>
    loaded ? fromStored(loaded.version.tresc) : emptyForm(),
  );
  const [formError, setFormError] = useState<string | null>(null);
  // What the server has (the loaded or last sent form): anything else is an unsaved change.
  const saved = useRef(JSON.stringify(form));
  const current = useRef(form);
  current.current = form;
  const onSent = useCallback((sent: FormState) => {
    saved.current = JSON.stringify(sent);
  }, []);
  const hasUnsavedChanges = useCallback(() => JSON.stringify(current.current) !== saved.current, []);
  const [live, setLive] = useState('');
  const contentRef = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const krok = params.get('krok');
  const step: StepId = isStepId(krok) ? krok : 'przedmiot';
  const location = useLocation();
  const navigate = useNavigate();

  const goToStep = useCallback(
    (next: StepId) =>
      setParams((p) => {
        const copy = new URLSearchParams(p);
        copy.set('krok', next);
        return copy;
      }),
    [setParams],
  );
  const state = useFormErrors(step, goToStep, contentRef);
  const actions = useAnnouncementActions({
    id,
    form,
    step,
    isAdmin,
    showErrors: state.showErrors,
    setErrors: state.setErrors,
    reload,
    announce: setLive,
    setFormError,
    onSent,
  });

  // A reload after saving brings the stored version (new elements now have their server ids).
  const shown = useRef(loaded);
  useEffect(() => {
    if (!loaded || loaded === shown.current) return;
    shown.current = loaded;
    const fresh = fromStored(loaded.version.tresc);
    saved.current = JSON.stringify(fresh);
    setForm(fresh);
  }, [loaded]);

  // After a new draft was created the page came here: say it was saved, or open the publish dialog.
  const handedOver = useRef(location.state as AfterSave | null);
  const { setSaveState, setDialog } = actions;
  const { requestFocus } = state;
  useEffect(() => {
    const after = handedOver.current;
    if (!after) return;
    handedOver.current = null;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    if (after.saved) {
      setSaveState('saved');
      setLive('Zapisano');
      requestFocus('save-draft');
    }
    if (after.openPublish) setDialog({ kind: 'publish' });
  }, [navigate, location.pathname, location.search, setSaveState, setDialog, requestFocus]);

  // Once every error shown is corrected, the summary of them goes too.
  const hadErrors = useRef(false);
  const errorCount = Object.keys(state.errors).length;
  useEffect(() => {
    if (errorCount > 0) hadErrors.current = true;
    else if (hadErrors.current) {
      hadErrors.current = false;
      setFormError(null);
    }
  }, [errorCount]);

  // Another step: what was said about the last one goes. (The menu and the step buttons move focus
  // to the new step's heading; a check moves it to the first error instead.)
  const lastStep = useRef(step);
  useEffect(() => {
    if (lastStep.current === step) return;
    lastStep.current = step;
    setLive('');
  }, [step]);

  const update = useCallback((change: Update<FormState>) => setForm(change), []);
  const index = stepIndex(step);
  const listPath = isAdmin ? '/administracja/ogloszenia' : '/ogloszenia';

  return (
    <FormContextProvider
      value={{
        errors: state.errors,
        clearError: state.clearError,
        clearErrorsUnder: state.clearErrorsUnder,
        requestFocus: state.requestFocus,
        mode: { published, isAdmin },
        dictionaries,
      }}
    >
      <section className="announcement-form">
        <h1>{heading(loaded)}</h1>
        {published ? <p className="notice">{isAdmin ? M.adminNotice : M.authorNotice}</p> : null}
        {meta?.czyMaKopieRobocza && !isAdmin ? (
          <p className="notice">
            Edytujesz kopię roboczą opublikowanego ogłoszenia. Zmiany będą widoczne dla wszystkich po ich
            opublikowaniu.
          </p>
        ) : null}
        <p className="field__hint form-note">Pola oznaczone gwiazdką (*) są wymagane do publikacji.</p>
        <FormError message={formError} />
        <p role="status" className="form-status">
          {live}
        </p>
        <div className="announcement-form__layout">
          <StepMenu
            current={step}
            marks={state.marks}
            hrefFor={(s) => `?krok=${s}`}
            onChoose={state.focusHeading}
          />
          <div className="announcement-form__main" ref={contentRef}>
            <section className="form-step" aria-labelledby="step-heading">
              <div className="page-head">
                <h2 id="step-heading" tabIndex={-1}>
                  {stepLabel(step)}
                </h2>
                <ScreenHelpButton screen={`announcementFormStep${index + 1}` as HelpScreen} />
              </div>
              <StepContent step={step} form={form} update={update} loaded={loaded} announce={setLive} />
            </section>
            <FormActions
              step={index}
              onStep={(next) => {
                const target = steps[next];
                if (!target) return;
                goToStep(target.id);
                state.focusHeading(target.id);
              }}
              onCheck={actions.check}
              onSave={isAdmin ? null : actions.saveDraft}
              onPublish={actions.publish}
              saveState={actions.saveState}
              busy={actions.busy}
              listPath={listPath}
            />
          </div>
        </div>
        <LeaveGuard hasUnsavedChanges={hasUnsavedChanges} />
        <FormDialogs
          id={id}
          dialog={actions.dialog}
          meta={meta}
          form={form}
          dictionaries={dictionaries}
          listPath={listPath}
          setDialog={actions.setDialog}
          onFormErrors={(errors) => {
            state.setErrors(errors);
            state.showMarks(stepsWithErrors(errors));
          }}
        />
      </section>
    </FormContextProvider>
  );
}

function heading(loaded: CompactAnnouncement | null): string {
  if (!loaded) return 'Nowe ogłoszenie';
  const { numer, status } = loaded.ogloszenie;
  if (status.nazwa === 'DRAFT') return 'Edycja wersji roboczej ogłoszenia';
  return numer ? `Edycja ogłoszenia nr ${numer}` : 'Edycja ogłoszenia';
}
