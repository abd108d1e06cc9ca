import { Link } from 'react-router';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';
import { SelectField } from '../../../components/form/SelectField.tsx';
import type { ProjectChoice } from '../announcement-api.ts';
import { useFieldError, useFormContext } from '../form-context.tsx';
import { toggleId, type Update } from '../form-ops.ts';
import type { FormState } from '../form-state.ts';

type Props = {
  form: FormState;
  update(change: Update<FormState>): void;
  projects: ProjectChoice[];
  enrollments: ProjectChoice[];
  readOnly: boolean;
};

const label = (p: ProjectChoice) => (p.nazwa ? `${p.calyNumer} - ${p.nazwa}` : p.calyNumer);

/** No projects (or enrolments) to choose from: where to add them, and the field's error if any. */
function EmptyNotice({ what, error }: { what: string; error: string | undefined }) {
  return (
    <>
      <ErrorMessage message={error} />
      <p className="notice" tabIndex={-1} data-error-anchor={error ? '' : undefined}>
        Nie masz jeszcze {what}. Projekty i nabory dodasz w sekcji{' '}
        <Link to="/projekty">Moje projekty i nabory</Link>.
      </p>
    </>
  );
}

/** The projects (several) or the enrolment (one) the announcement belongs to. */
export function ProjectChoiceFields({ form, update, projects, enrollments, readOnly }: Props) {
  const { clearError } = useFormContext();
  const projectsError = useFieldError('projekty');
  const enrollmentError = useFieldError('enrollmentId');

  if (!form.hasProject) {
    if (enrollments.length === 0) return <EmptyNotice what="naborów" error={enrollmentError} />;
    return (
      <SelectField
        label="Nabór"
        required
        disabled={readOnly}
        placeholder="Wybierz nabór"
        options={enrollments.map((e) => ({ value: String(e.id), label: label(e) }))}
        value={form.enrollmentId === null ? '' : String(form.enrollmentId)}
        error={enrollmentError}
        onChange={(event) => {
          clearError('enrollmentId');
          const value = event.target.value;
          update((f) => ({ ...f, enrollmentId: value === '' ? null : Number(value) }));
        }}
      />
    );
  }

  return (
    <fieldset className="group choice-list">
      <legend>
        Projekty<span aria-hidden="true"> *</span>
      </legend>
      {projects.length === 0 ? (
        <EmptyNotice what="projektów" error={projectsError} />
      ) : (
        <>
          <ErrorMessage id="projects-error" message={projectsError} />
          {projects.map((project) => (
            <label key={project.id} className="checkbox">
              <input
                type="checkbox"
                disabled={readOnly}
                checked={form.projekty.includes(project.id)}
                aria-invalid={projectsError ? true : undefined}
                aria-describedby={projectsError ? 'projects-error' : undefined}
                onChange={(event) => {
                  clearError('projekty');
                  const on = event.target.checked;
                  update((f) => ({ ...f, projekty: toggleId(f.projekty, project.id, on) }));
                }}
              />
              {label(project)}
            </label>
          ))}
        </>
      )}
    </fieldset>
  );
}
