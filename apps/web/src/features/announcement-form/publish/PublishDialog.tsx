import { announcementMessages as M } from '@bk/contracts/announcements/limits';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { DeadlineFields } from '../../../components/form/DeadlineFields.tsx';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import { FormDialog } from '../../../components/form/FormDialog.tsx';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { publishAnnouncement } from '../announcement-api.ts';
import type { FormErrors } from '../validation.ts';
import {
  dialogWarnings,
  initialPublishValues,
  minimumDate,
  type PublishProblems,
  type PublishValues,
  publishBody,
  publishProblems,
} from './publish-form.ts';

type Props = {
  id: number;
  /** A published announcement publishes its changes now: only the deadline is chosen. */
  published: boolean;
  currentDeadline: string | null;
  plannedSigning: string | null;
  hasWorks: boolean;
  onClose(): void;
  /** The server's errors about the form's fields (shown under them, with the step marks). */
  onFormErrors(errors: FormErrors): void;
  /** Published (or scheduled): its message, for the page the user goes to next. */
  onPublished(message: string): void;
};

const dialogFields = ['dataOpublikowania', 'terminOfert', 'planowanyTerminPodpisaniaUmowy'] as const;

/** The author's publish dialog (spec 1 sections 2, 4 and 5): now or later, the offer deadline. */
export function PublishDialog(props: Props) {
  const { id, published, plannedSigning, onClose, onFormErrors, onPublished } = props;
  const radioName = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const focusError = () => focusFirstInvalid(formRef.current);
  const [values, setValues] = useState<PublishValues>(() => initialPublishValues(props.currentDeadline));
  const [problems, setProblems] = useState<PublishProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const now = useMemo(() => new Date(), []);
  const min = minimumDate(now);
  const warnings = dialogWarnings(values, now, props.hasWorks);
  const set = (field: keyof PublishValues, value: string, problem?: keyof PublishProblems) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (problem) setProblems((p) => ({ ...p, [problem]: undefined }));
  };

  const publish = useApiMutation({
    mutationFn: publishAnnouncement,
    onSuccess: (answer) => onPublished(answer.scheduled ? M.publishedScheduled : M.published),
    onError: (error) => {
      if (isApiError(error) && error.status === 422) {
        const own: PublishProblems = {};
        const rest: FormErrors = {};
        for (const [path, list] of Object.entries(error.errors)) {
          if ((dialogFields as readonly string[]).includes(path))
            own[path as keyof PublishProblems] = list[0];
          if (path !== 'dataOpublikowania' && path !== 'terminOfert') rest[path] = list;
        }
        setProblems(own);
        if (Object.keys(rest).length > 0) onFormErrors(rest);
        setFormError(error.message);
        focusError();
      } else {
        setFormError(`${M.publishFailed} ${error instanceof Error ? error.message : ''}`.trim());
      }
    },
  });
  // Once published the page moves on: the button stays busy until it does.
  const sending = publish.isPending || publish.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const found = publishProblems(values, new Date(), plannedSigning);
    setProblems(found);
    if (Object.values(found).some(Boolean)) {
      focusError();
      return;
    }
    publish.mutate(publishBody(id, values));
  };

  return (
    <FormDialog
      wide
      title={published ? 'Publikacja zmian w ogłoszeniu' : 'Publikacja ogłoszenia'}
      form={{ submit, formRef, formError, pending: sending }}
      onClose={onClose}
      submitLabel="Opublikuj"
      pendingLabel="Trwa publikowanie..."
    >
      {published ? (
        <p>
          Zmiany zostaną opublikowane od razu jako nowa wersja ogłoszenia. Możesz zmienić termin składania
          ofert.
        </p>
      ) : (
        <fieldset className="group">
          <legend>Kiedy opublikować ogłoszenie?</legend>
          <div className="radio-row">
            {(['now', 'later'] as const).map((when) => (
              <label key={when} className="radio">
                <input
                  type="radio"
                  name={`${radioName}-when`}
                  // biome-ignore lint/a11y/noAutofocus: the first field of a modal dialog (FormDialog) takes focus.
                  autoFocus={when === 'now'}
                  checked={values.when === when}
                  onChange={() => set('when', when, 'dataOpublikowania')}
                />
                {when === 'now' ? 'Opublikuj teraz' : 'Opublikuj później'}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {values.when === 'later' ? (
        <TextField
          type="date"
          label="Data publikacji"
          required
          min={min}
          className="field--narrow"
          value={values.publicationDate}
          error={problems.dataOpublikowania}
          onChange={(event) => set('publicationDate', event.target.value, 'dataOpublikowania')}
        />
      ) : null}
      <DeadlineFields
        date={values.deadlineDate}
        hour={values.hour}
        min={min}
        error={problems.terminOfert}
        autoFocus={published}
        onDate={(value) => set('deadlineDate', value, 'terminOfert')}
        onHour={(value) => set('hour', value, 'terminOfert')}
      />
      <ErrorMessage message={problems.planowanyTerminPodpisaniaUmowy} />
      <p className="field__hint">
        Zachowaj minimalny okres między publikacją a terminem składania ofert wymagany wytycznymi: co najmniej
        7 dni w zamówieniach na dostawy i usługi oraz 14 dni w zamówieniach na roboty budowlane. Jeżeli termin
        składania ofert przypada na sobotę, niedzielę lub dzień ustawowo wolny od pracy, wybierz najbliższy
        dzień roboczy.
      </p>
      <div role="status" className="publish-warnings">
        {warnings.length > 0 ? (
          <ul className="notice notice--warning">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </FormDialog>
  );
}
