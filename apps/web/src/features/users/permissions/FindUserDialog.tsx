import { permissionsLimits as L, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import { type FormEvent, useId, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../../components/form/focus-invalid.ts';
import { TextField } from '../../../components/form/TextField.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { errorText, isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { type FindErrors, type FindValues, findProblems } from './find-user-state.ts';
import { type GrantContext, managementClientFlag } from './grant-state.ts';
import { type FoundUser, findUser } from './permissions-api.ts';
import './permissions.css';
import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';

type Props = {
  /** The contexts the viewer may grant in (at least one). */
  contexts: readonly GrantContext[];
  onFound: (user: FoundUser, context: GrantContext) => void;
  onClose: () => void;
};

const contextLabels: Record<GrantContext, string> = {
  administration: 'Administracja',
  levels: 'Poziomy wdrożenia',
};

/**
 * 'Dodaj uprawnienia' (spec 3 sections 2.3, 5.3, 8): where to grant, then whom, by e-mail (max 200) or
 * identifier (max 100), at least one; the found user goes on to the grant form.
 */
export function FindUserDialog({ contexts, onFound, onClose }: Props) {
  const session = useSession();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<FindValues>({
    context: contexts.length === 1 ? (contexts[0] ?? null) : null,
    email: '',
    identifier: '',
  });
  const [errors, setErrors] = useState<FindErrors>({});

  const find = useApiMutation({
    mutationFn: (v: { context: GrantContext; email: string; identifier: string }) =>
      findUser(v.context, v.email, v.identifier),
    onSuccess: (user, v) => {
      // Nobody changes their own permissions (spec 3 section 2.3): the server would refuse the save.
      if (user.id === session.user?.id) {
        setErrors({ form: 'Nie możesz nadawać uprawnień samemu sobie. Wskaż innego użytkownika.' });
        focusProblem();
        return;
      }
      onFound(user, v.context);
    },
    onError: (error, v) => {
      let message = errorText(error);
      if (isApiError(error) && error.status === 403) {
        message = M.findForbidden;
        // The levels' flag goes in the call; administration stands for the three areas' flags.
        if (v.context === 'administration') {
          session.removeFlag(managementClientFlag.users);
          session.removeFlag(managementClientFlag.content);
          session.removeFlag(managementClientFlag.dictionary);
        }
      } else if (isApiError(error) && error.status === 404) message = M.findNotFound;
      else if (isApiError(error) && error.status === 422) {
        const fieldErrors: FindErrors = {};
        if (error.errors.email?.[0]) fieldErrors.email = error.errors.email[0];
        if (error.errors.identyfikator?.[0]) fieldErrors.identifier = error.errors.identyfikator[0];
        if (error.errors.identifier?.[0]) fieldErrors.identifier = error.errors.identifier[0];
        if (fieldErrors.email || fieldErrors.identifier) {
          setErrors(fieldErrors);
          focusProblem();
          return;
        }
      }
      setErrors({ form: message });
      focusProblem();
    },
  });

  const focusProblem = () => focusFirstInvalid(formRef.current);

  const set = (patch: Partial<FindValues>, cleared: (keyof FindErrors)[]) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of cleared) delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (find.isPending) return;
    const problems = findProblems(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || values.context === null) {
      focusProblem();
      return;
    }
    find.mutate({ context: values.context, email: values.email, identifier: values.identifier });
  };

  const contextErrorId = `${formId}-context-error`;

  return (
    <Dialog
      onDismiss={onClose}
      title="Dodaj uprawnienia"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Anuluj
          </Button>
          <Button type="submit" form={formId} aria-disabled={find.isPending || undefined}>
            {find.isPending ? 'Trwa wyszukiwanie...' : 'Dalej'}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="permissions-find" onSubmit={submit} noValidate>
        <p className="field__hint form-note">
          Wybierz obszar uprawnień i wskaż użytkownika: podaj jego adres e-mail lub identyfikator.
        </p>
        {errors.form ? (
          <p className="notice notice--error" role="alert" tabIndex={-1} data-error-anchor>
            {errors.form}
          </p>
        ) : null}
        <fieldset
          className={errors.context ? 'group field--error' : 'group'}
          aria-describedby={errors.context ? contextErrorId : undefined}
        >
          <legend>
            Obszar uprawnień<span aria-hidden="true"> *</span>
          </legend>
          <ErrorMessage id={contextErrorId} message={errors.context} />
          <div className="radio-row">
            {contexts.map((context, index) => (
              <label key={context} className="radio">
                <input
                  type="radio"
                  name={`${formId}-context`}
                  value={context}
                  checked={values.context === context}
                  required
                  aria-invalid={(errors.context && index === 0) || undefined}
                  onChange={() => set({ context }, ['context', 'form'])}
                />
                {contextLabels[context]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label="Adres e-mail"
          type="email"
          autoComplete="off"
          maxLength={L.findEmail}
          value={values.email}
          error={errors.email}
          onChange={(e) => set({ email: e.target.value }, ['email', 'form'])}
        />
        <TextField
          label="Identyfikator"
          autoComplete="off"
          maxLength={L.findIdentifier}
          value={values.identifier}
          error={errors.identifier}
          onChange={(e) => set({ identifier: e.target.value }, ['identifier', 'form'])}
        />
      </form>
    </Dialog>
  );
}
