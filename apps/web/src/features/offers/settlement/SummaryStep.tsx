import { formatBudget } from '@bk/contracts/announcements/money';
import { settlementMessages as M, settlementLimits } from '@bk/contracts/settlement/settlement';
import { CountedTextArea } from '../../../components/form/CountedTextArea.tsx';
import { AttachmentList, type Zalacznik } from '../../../components/ui/AttachmentList.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import {
  type EditorState,
  type PlacedSettlementErrors,
  partOutcome,
  type SettlementAttachment,
} from './editor-state.ts';
import type { SettlementAnswer } from './settlement-types.ts';

type Props = {
  answer: SettlementAnswer;
  state: EditorState;
  errors: PlacedSettlementErrors;
  /** A part's heading in the summary. */
  partName(index: number): string;
  publishing: boolean;
  onAttachments(rows: Zalacznik[]): void;
  onProtocol(temporaryId: string, value: boolean): void;
  onComment(value: string): void;
  onBack(): void;
  onPublish(): void;
};

function Outcome({ answer, state, index }: { answer: SettlementAnswer; state: EditorState; index: number }) {
  const part = answer.rozstrzygniecie.zamowienia[index];
  if (!part) return null;
  const outcome = partOutcome(
    part,
    state.parts.find((p) => p.partId === part.id),
  );
  if (outcome.kind === 'none') return <p>{M.noneChosen}</p>;
  if (outcome.kind === 'undecided') return <p className="settlement-summary__undecided">{M.noChoice}</p>;
  if (outcome.kind === 'missing') return <p className="field__error">Wystąpił nieoczekiwany błąd.</p>;
  const j = outcome.offer.variants.indexOf(outcome.variant);
  return (
    <p>
      Wybrana oferta: <strong>{outcome.offer.bidderName}</strong>
      {outcome.offer.city ? `, ${outcome.offer.city}` : ''}
      {outcome.offer.variants.length > 1 ? `, wariant ${j + 1}` : ''}:{' '}
      <span className="offer-price">{formatBudget(outcome.variant.price)}</span>
      {outcome.variant.opis ? ` (${outcome.variant.opis})` : ''}
    </p>
  );
}

/**
 * 'Podsumowanie' (spec 2 sections 2.7, 4.4, 5): the choice of every part, the attachments (one may be
 * the protocol), the comment and 'Publikuj rozstrzygnięcie'.
 */
export function SummaryStep(props: Props) {
  const { answer, state, errors } = props;
  const protocolBox = (row: Zalacznik) => {
    const attachment = state.zalaczniki.find((a) => a.temporaryId === row.temporaryId) as
      | SettlementAttachment
      | undefined;
    return (
      <label className="checkbox attachments__protocol">
        <input
          type="checkbox"
          checked={attachment?.jestProtokolem ?? false}
          disabled={props.publishing}
          onChange={(e) => props.onProtocol(row.temporaryId, e.target.checked)}
        />
        Oznacz jako protokół<span className="visually-hidden"> ({row.nazwa || row.plik?.nazwa})</span>
      </label>
    );
  };
  return (
    <section className="settlement-step" aria-labelledby="settlement-step-heading">
      <h3 id="settlement-step-heading" tabIndex={-1}>
        Podsumowanie
      </h3>
      <h4>Wybrane oferty</h4>
      <dl className="settlement-summary">
        {answer.rozstrzygniecie.zamowienia.map((part, i) => (
          <div key={part.id}>
            <dt>{props.partName(i)}</dt>
            <dd>
              <Outcome answer={answer} state={state} index={i} />
            </dd>
          </div>
        ))}
      </dl>
      <AttachmentList
        value={state.zalaczniki}
        onChange={props.onAttachments}
        context="settlement"
        max={settlementLimits.attachments}
        legend="Załączniki"
        errors={errors.attachmentRows}
        disabled={props.publishing}
        rowExtra={protocolBox}
      />
      {errors.attachments ? <p className="field__error">{errors.attachments}</p> : null}
      <CountedTextArea
        label="Komentarz"
        value={state.komentarz}
        onChange={props.onComment}
        max={settlementLimits.comment}
        error={errors.komentarz ?? undefined}
        rows={4}
      />
      <div role="alert">
        {errors.other.length > 0 ? (
          <ul className="notice notice--error">
            {errors.other.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="settlement-step__nav">
        <Button variant="secondary" onClick={props.onBack}>
          Wstecz
        </Button>
        <Button onClick={props.onPublish} aria-disabled={props.publishing || undefined}>
          {props.publishing ? 'Trwa publikowanie...' : 'Publikuj rozstrzygnięcie'}
        </Button>
      </div>
    </section>
  );
}
