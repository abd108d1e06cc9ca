import {
  historyContextLabels,
  historyOperationLabels,
  permissionsMessages as M,
  permissionsLimits,
} from '@bk/contracts/users/permissions-admin';
import { type FormEvent, useId, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { CloseDialog } from '../../../components/ui/Dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { cleanHistoryFilters, type HistoryErrors, historyProblems } from './history-state.ts';
import { DialogResults } from './PagedTable.tsx';
import { emptyHistoryFilters, type HistoryFilters, useHistory } from './permissions-api.ts';
import './permissions.css';

type Props = {
  /** Whose history; the viewer's own when undefined. */
  userId?: number;
  onClose: () => void;
};

/**
 * The permission history of a user (spec 3 sections 2.3, 3, 5.3): filters 'Od', 'Do' and the e-mail of
 * who added, then the events, 20 a page (the pager only above 20).
 */
export function HistoryDialog({ userId, onClose }: Props) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<HistoryFilters>(emptyHistoryFilters);
  const [applied, setApplied] = useState<HistoryFilters>(emptyHistoryFilters);
  const [errors, setErrors] = useState<HistoryErrors>({});
  const [page, setPage] = useState(1);
  const history = useHistory(userId, applied, page);

  const set = (field: keyof HistoryFilters, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    // The dates are checked together: a change of either clears the message.
    setErrors((e) => ({ ...e, [field]: undefined, ...(field === 'do' ? { od: undefined } : {}) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = historyProblems(draft);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setApplied(cleanHistoryFilters(draft));
    setPage(1);
  };

  const clear = () => {
    setDraft(emptyHistoryFilters);
    setErrors({});
    setApplied(emptyHistoryFilters);
    setPage(1);
  };

  const filtered = applied.od !== '' || applied.do !== '' || applied.email !== '';

  return (
    <CloseDialog onClose={onClose} secondaryClose wide title="Historia uprawnień">
      <div className="permissions-history">
        <form id={formId} ref={formRef} className="permissions-history__filters" onSubmit={submit} noValidate>
          <fieldset className="group">
            <legend>Filtry</legend>
            <div className="filters__fields">
              <TextField
                label="Od"
                type="date"
                value={draft.od}
                max={draft.do || undefined}
                error={errors.od}
                onChange={(e) => set('od', e.target.value)}
              />
              <TextField
                label="Do"
                type="date"
                value={draft.do}
                min={draft.od || undefined}
                error={errors.do}
                onChange={(e) => set('do', e.target.value)}
              />
              <TextField
                label="Dodane przez (e-mail)"
                type="email"
                autoComplete="off"
                maxLength={permissionsLimits.historyEmail}
                value={draft.email}
                error={errors.email}
                onChange={(e) => set('email', e.target.value)}
              />
            </div>
            <div className="permissions-history__buttons">
              <Button type="submit">Filtruj</Button>
              {filtered ? (
                <Button variant="secondary" onClick={clear}>
                  Wyczyść filtry
                </Button>
              ) : null}
            </div>
          </fieldset>
        </form>
        <DialogResults
          title="Zdarzenia"
          total={history.data?.meta.total}
          query={history}
          messages={{
            forbidden: M.historyForbidden,
            failed: 'Nie udało się pobrać historii uprawnień.',
            empty: M.historyEmpty,
          }}
          rowCount={history.data?.permissionsHistory.length ?? 0}
          className="permissions-history__table"
          caption="Historia uprawnień"
          columns={[
            'Data',
            'Rodzaj operacji',
            'Kto dodał',
            'E-mail uprawnionego',
            'Kontekst',
            'Poziom wdrożenia',
          ]}
          page={page}
          onPage={setPage}
          pagerLabel="Strony historii uprawnień"
        >
          {history.data?.permissionsHistory.map((event) => (
            <tr key={event.id}>
              <td className="permissions-history__date">{formatDateTime(event.addedAt)}</td>
              <td>{historyOperationLabels[event.operationType]}</td>
              <td className="permissions-history__email">{event.addedBy?.email ?? 'Brak danych'}</td>
              <td className="permissions-history__email">{event.authorizedUserEmail}</td>
              <td>{historyContextLabels[event.context]}</td>
              <td>{event.implementationLevelName ?? 'Nie dotyczy'}</td>
            </tr>
          ))}
        </DialogResults>
      </div>
    </CloseDialog>
  );
}
