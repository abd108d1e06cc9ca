import { EXTENSION_REASON_MAX, extensionMessages as X } from '@bk/contracts/announcements/deadline-extension';
import {
  earliestPublishDate,
  publishDateProblems,
  publishInstants,
} from '@bk/contracts/announcements/publish';
import { messages } from '@bk/contracts/common/messages';
import { warsawDateTime } from '@bk/contracts/common/warsaw-time';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { CountedTextArea } from '../../components/form/CountedTextArea.tsx';
import { DeadlineFields } from '../../components/form/DeadlineFields.tsx';
import { FormDialog } from '../../components/form/FormDialog.tsx';
import { focusFirstInvalid } from '../../components/form/focus-invalid.ts';
import { isApiError } from '../../lib/api-error.ts';
import { deadlineInput, deadlineValue } from '../../lib/deadline-input.ts';
import { userQueryKey } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiMutation } from '../../lib/use-api-mutation.ts';
import { DETAILS_KEY, extendDeadline } from './details-api.ts';

type Problems = { terminOfert?: string; reason?: string };

/**
 * The author's deadline extension (issue 50, decision 0053): a later deadline and the reason, published
 * at once as a new version of the announcement. After a failure of the portal it may reopen a closed
 * announcement (the server decides; the page offers it only then).
 */
export function DeadlineExtensionDialog({
  id,
  currentDeadline,
  closed,
  onClose,
  onDone,
}: {
  id: number;
  currentDeadline: string;
  closed: boolean;
  onClose(): void;
  onDone(message: string): void;
}) {
  const session = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const now = useMemo(() => new Date(), []);
  const [values, setValues] = useState(() => ({ ...deadlineInput(currentDeadline), reason: '' }));
  const [problems, setProblems] = useState<Problems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: keyof typeof values, value: string, problem: keyof Problems) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => ({ ...p, [problem]: undefined }));
  };

  const extend = useApiMutation({
    mutationFn: () =>
      extendDeadline(id, {
        terminOfert: deadlineValue(values.deadlineDate, values.hour),
        reason: values.reason.trim(),
      }),
    invalidates: [{ queryKey: userQueryKey(session.user?.id, DETAILS_KEY, id) }],
    onSuccess: () => onDone(X.done),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        setProblems({ terminOfert: error.errors.terminOfert?.[0], reason: error.errors.reason?.[0] });
        setFormError(error.message);
        focusFirstInvalid(formRef.current);
      } else {
        setFormError(isApiError(error) && error.kind === 'server' ? error.message : X.failed);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (extend.isPending) return;
    setFormError(null);
    const found = localProblems(values, currentDeadline, new Date());
    setProblems(found);
    if (found.terminOfert || found.reason) {
      focusFirstInvalid(formRef.current);
      return;
    }
    extend.mutate();
  };

  return (
    <FormDialog
      wide
      requiredNote
      title="Przedłużenie terminu składania ofert"
      form={{ submit, formRef, formError, pending: extend.isPending }}
      onClose={onClose}
      submitLabel="Przedłuż termin"
      pendingLabel="Trwa publikowanie..."
    >
      <p>
        Obecny termin składania ofert:{' '}
        <strong>{warsawDateTime(new Date(currentDeadline)).slice(0, 16)}</strong>. Nowy termin i powód zostaną
        od razu opublikowane jako nowa wersja ogłoszenia; wykonawcy obserwujący ogłoszenie zostaną
        powiadomieni.
        {closed
          ? ' Termin minął w czasie awarii portalu lub w godzinie po niej, a oferty nie zostały otwarte: ogłoszenie znów przyjmie oferty, a złożone oferty pozostaną zapieczętowane do nowego terminu.'
          : null}
      </p>
      <DeadlineFields
        label="Nowy termin składania ofert"
        date={values.deadlineDate}
        hour={values.hour}
        min={earliestPublishDate(now)}
        error={problems.terminOfert}
        autoFocus
        onDate={(value) => set('deadlineDate', value, 'terminOfert')}
        onHour={(value) => set('hour', value, 'terminOfert')}
      />
      <CountedTextArea
        label="Powód przedłużenia terminu"
        required
        max={EXTENSION_REASON_MAX}
        value={values.reason}
        error={problems.reason}
        onChange={(value) => set('reason', value, 'reason')}
      />
    </FormDialog>
  );
}

/** The rules the server checks again: a date, later than the current deadline and than today; a reason. */
function localProblems(
  values: { deadlineDate: string; hour: string; reason: string },
  currentDeadline: string,
  now: Date,
): Problems {
  const problems: Problems = {};
  if (!values.reason.trim()) problems.reason = X.reasonRequired;
  if (!values.deadlineDate) return { ...problems, terminOfert: messages.required };
  const asked = {
    publication_date: null,
    submission_deadline: deadlineValue(values.deadlineDate, values.hour),
  };
  const found = publishDateProblems(asked, now, null);
  if (found.submission_deadline?.[0]) problems.terminOfert = found.submission_deadline[0];
  else if (publishInstants(asked, now).deadlineAt.getTime() <= new Date(currentDeadline).getTime()) {
    problems.terminOfert = X.notLater;
  }
  return problems;
}
