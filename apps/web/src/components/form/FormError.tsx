/** A form's message that is not about one field (shown above the fields, announced at once). */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="notice notice--error" role="alert">
      {message}
    </p>
  ) : null;
}
