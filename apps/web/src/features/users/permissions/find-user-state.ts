import { messages } from '@bk/contracts/common/messages';
import { permissionsLimits as L, permissionsMessages as M } from '@bk/contracts/users/permissions-admin';
import type { GrantContext } from './grant-state.ts';

/** The find-user dialog's values: where to grant, and the e-mail or identifier of whom. */
export type FindValues = { context: GrantContext | null; email: string; identifier: string };
/** Messages by field; `form` is shown at the top. */
export type FindErrors = Partial<Record<'context' | 'email' | 'identifier' | 'form', string>>;

/** The checks of spec 3 section 5.3: a context, e-mail max 200, identifier max 100, at least one of them. */
export function findProblems(values: FindValues): FindErrors {
  const errors: FindErrors = {};
  const email = values.email.trim();
  const identifier = values.identifier.trim();
  if (values.context === null) errors.context = messages.required;
  if (email.length > L.findEmail) errors.email = messages.maxLength(L.findEmail);
  if (identifier.length > L.findIdentifier) errors.identifier = messages.maxLength(L.findIdentifier);
  if (email === '' && identifier === '') errors.form = M.findOneRequired;
  return errors;
}
