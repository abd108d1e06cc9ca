import { settlementMessages as M } from '@bk/contracts/settlement/settlement';
import { useLingui } from '@lingui/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { LoadingText } from '../../../components/ui/LoadingText.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { failureText } from '../offer-messages.ts';
import { useOffersKey } from '../offers-api.ts';
import type { PartRef } from '../offers-types.ts';
import { CompletingStep } from './CompletingStep.tsx';
import {
  chooseVariant,
  type EditorState,
  initialEditorState,
  markProtocol,
  noSettlementErrors,
  offersOf,
  type PlacedSettlementErrors,
  placeSettlementErrors,
  reconcile,
  removeExternalOffer,
  setNoOfferChosen,
  setRefused,
  settlementBody,
  withAttachments,
} from './editor-state.ts';
import { PartStep } from './PartStep.tsx';
import { SummaryStep } from './SummaryStep.tsx';
import './settlement-editor.css';
import { publishSettlement, useSettlement } from './settlement-api.ts';
import { partName } from './settlement-pdf.ts';
import type { SettlementAnswer } from './settlement-types.ts';

type Step = { kind: 'complete' } | { kind: 'part'; index: number } | { kind: 'summary' };

type Props = {
  announcement: { id: number; partialOffersAllowed: boolean; parts: PartRef[] };
  /** After publishing: the page reads the announcement again (it is RESOLVED now). */
  onPublished(): Promise<void> | void;
  onClose(): void;
};

const stepHeading = (several: boolean, index: number) =>
  several ? `Oferty do części ${index + 1}` : 'Oferty';
const nameOf = (answer: SettlementAnswer, index: number) => {
  const parts = answer.rozstrzygniecie.zamowienia;
  return partName(parts[index]?.tytul ?? null, index, parts.length);
};

function Editor({ answer, ...props }: Props & { answer: SettlementAnswer }) {
  const { i18n } = useLingui();
  const { announcement } = props;
  const key = useOffersKey();
  const settlement = useSettlement(announcement.id);
  const [state, setState] = useState<EditorState>(() => initialEditorState(answer));
  const [step, setStep] = useState<Step>({ kind: 'complete' });
  const [errors, setErrors] = useState<PlacedSettlementErrors>(noSettlementErrors);
  const [errorsOpen, setErrorsOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const moved = useRef(false);
  const current = settlement.data ?? answer;
  const parts = current.rozstrzygniecie.zamowienia;
  const several = parts.length > 1;

  // A new step takes the focus to its heading (not on the first render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes.
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    document.getElementById('settlement-step-heading')?.focus();
  }, [step]);

  const publish = useApiMutation({
    mutationFn: () => publishSettlement(announcement.id, settlementBody(state, current), current.resolved),
    invalidates: [{ queryKey: key() }],
    onSuccess: () => props.onPublished(),
    onError: (error) => {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        const placed = placeSettlementErrors(error.errors, state);
        setErrors(placed);
        if (Object.keys(placed.parts).length > 0) setErrorsOpen(true);
        return;
      }
      setErrors({
        ...noSettlementErrors,
        other: [failureText(i18n, error, 'Nie udało się opublikować rozstrzygnięcia.')],
      });
    },
  });

  const afterSaved = async () => {
    const fresh = await settlement.refetch();
    if (fresh.data) {
      const data = fresh.data;
      setState((s) => reconcile(s, data));
    }
  };
  const goToFirstProblem = () => {
    setErrorsOpen(false);
    const first = Math.min(...Object.keys(errors.parts).map(Number));
    if (Number.isFinite(first)) setStep({ kind: 'part', index: first });
  };
  const steps: { label: string; step: Step; locked: boolean }[] = [
    { label: 'Kompletowanie ofert', step: { kind: 'complete' }, locked: false },
    ...parts.map((_, index) => ({
      label: stepHeading(several, index),
      step: { kind: 'part' as const, index },
      locked: !state.nieMaWiecejOfert,
    })),
    { label: 'Podsumowanie', step: { kind: 'summary' }, locked: !state.nieMaWiecejOfert },
  ];
  const same = (a: Step, b: Step) =>
    a.kind === b.kind && (a.kind !== 'part' || (b.kind === 'part' && a.index === b.index));
  const position = steps.findIndex((s) => same(s.step, step));
  const go = (offset: number) => {
    const next = steps[position + offset];
    if (next && !next.locked) setStep(next.step);
  };

  let panel: ReactNode = null;
  if (step.kind === 'complete')
    panel = (
      <CompletingStep
        announcementId={announcement.id}
        parts={announcement.parts}
        partial={announcement.partialOffersAllowed}
        answer={current}
        removed={state.ofertyDoUsuniecia}
        noMoreOffers={state.nieMaWiecejOfert}
        onNoMoreOffers={(value) => setState((s) => ({ ...s, nieMaWiecejOfert: value }))}
        onRemove={(id) => setState((s) => removeExternalOffer(s, id))}
        onSaved={afterSaved}
        onNext={() => go(1)}
      />
    );
  else if (step.kind === 'part') {
    const part = parts[step.index];
    const choice = state.parts.find((p) => p.partId === part?.id);
    if (part && choice)
      panel = (
        <PartStep
          key={part.id}
          part={part}
          heading={stepHeading(several, step.index)}
          offers={offersOf(part, state)}
          choice={choice}
          problems={errors.parts[step.index] ?? []}
          onChoose={(c) => setState((s) => chooseVariant(s, part.id, c))}
          onNoOffer={(value) => setState((s) => setNoOfferChosen(s, part.id, value))}
          onRefuse={(id, refused) => setState((s) => setRefused(s, part.id, id, refused))}
          onBack={() => go(-1)}
          onNext={() => go(1)}
        />
      );
  } else
    panel = (
      <SummaryStep
        answer={current}
        state={state}
        errors={errors}
        partName={(i) => nameOf(current, i)}
        publishing={publish.isPending}
        onAttachments={(rows) => setState((s) => withAttachments(s, rows))}
        onProtocol={(id, value) => setState((s) => markProtocol(s, id, value))}
        onComment={(value) => setState((s) => ({ ...s, komentarz: value }))}
        onBack={() => go(-1)}
        onPublish={() => {
          if (publish.isPending) return;
          setErrors(noSettlementErrors);
          publish.mutate();
        }}
      />
    );

  return (
    <section className="settlement-editor" aria-labelledby="settlement-editor-heading">
      <div className="settlement-editor__head">
        <h2 id="settlement-editor-heading">{current.resolved ? M.titleEdit : M.titleNew}</h2>
        <Button variant="secondary" onClick={() => setClosing(true)}>
          Anuluj
        </Button>
      </div>
      <div className="settlement-editor__layout">
        <nav aria-label="Kroki rozstrzygnięcia" className="settlement-steps">
          <ol>
            {steps.map((s) => {
              const isCurrent = same(s.step, step);
              return (
                <li key={s.label}>
                  <button
                    type="button"
                    className={`settlement-steps__item${isCurrent ? ' settlement-steps__item--current' : ''}`}
                    aria-current={isCurrent ? 'step' : undefined}
                    disabled={s.locked}
                    onClick={() => setStep(s.step)}
                  >
                    {s.label}
                  </button>
                </li>
              );
            })}
          </ol>
        </nav>
        <div className="settlement-editor__panel">{panel}</div>
      </div>
      {errorsOpen ? (
        <Dialog
          role="alertdialog"
          onDismiss={goToFirstProblem}
          title="Nie opublikowano rozstrzygnięcia"
          actions={
            <Button autoFocus onClick={goToFirstProblem}>
              OK
            </Button>
          }
        >
          <p>{M.errorsDialog}</p>
          <ul>
            {Object.entries(errors.parts).map(([index, list]) => (
              <li key={index}>
                {nameOf(current, Number(index))}: {list.join(' ')}
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
      {closing ? (
        <ConfirmDialog
          title="Zamykanie rozstrzygnięcia"
          confirm="Tak"
          pendingLabel="Trwa zamykanie..."
          pending={false}
          cancel="Nie"
          onConfirm={props.onClose}
          onCancel={() => setClosing(false)}
        >
          <p>
            Czy na pewno chcesz zamknąć {current.resolved ? 'edycję' : 'dodawanie'} rozstrzygnięcia? Wybór
            ofert, załączniki i komentarz nie zostaną zapisane. Dodane oferty pozostają zapisane.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** 'Dodawanie rozstrzygnięcia' / 'Edycja rozstrzygnięcia' (spec 2 section 2.7) with its side menu. */
export function SettlementEditor(props: Props) {
  const settlement = useSettlement(props.announcement.id);
  const [answer, setAnswer] = useState<SettlementAnswer | null>(null);
  useEffect(() => {
    // The answer as the server has it now (not one kept from an earlier visit).
    if (settlement.data && !settlement.isFetching && answer === null) setAnswer(settlement.data);
  }, [settlement.data, settlement.isFetching, answer]);
  if (settlement.isError && answer === null)
    return (
      <p className="notice notice--error" role="alert">
        {M.editorLoadFailed} {errorText(settlement.error)}
      </p>
    );
  if (answer === null) return <LoadingText />;
  return <Editor {...props} answer={answer} />;
}
