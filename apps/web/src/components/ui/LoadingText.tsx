/** A loading message announced politely, with a spinner that is hidden from assistive technology. */
export function LoadingText({ text = 'Trwa ładowanie...' }: { text?: string }) {
  return (
    <p className="loading-text" role="status">
      <span className="spinner" aria-hidden="true" />
      {text}
    </p>
  );
}
