/**
 * The error of a list as a whole (no items, a required list): focusable, so the check can move focus
 * to it when it is the first error of the form (`data-error-anchor`).
 */
export function ListError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error list-error" tabIndex={-1} data-error-anchor="">
      <span className="visually-hidden">Błąd: </span>
      {message}
    </p>
  );
}
