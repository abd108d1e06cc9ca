import { ErrorMessage } from '../../../components/form/ErrorMessage.tsx';

/**
 * The error of a list as a whole (no items, a required list): focusable, so the check can move focus
 * to it when it is the first error of the form (`data-error-anchor`).
 */
export function ListError({ id, message }: { id: string; message: string | undefined }) {
  return <ErrorMessage id={id} className="list-error" anchor message={message} />;
}
