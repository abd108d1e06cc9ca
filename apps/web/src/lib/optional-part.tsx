import { Component, type ReactNode, Suspense } from 'react';

/** Draws nothing in place of a part that failed; the rest of the page stays. */
class DrawNothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A part a page can do without (the site's banners): nothing is drawn while its code loads, nor if its
 * code did not come. Without it, a failed `lazy` reached the route's error boundary, and a page whose
 * banner's code was refused (a network failure) showed the error page in place of itself.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <DrawNothingOnError>
      <Suspense fallback={null}>{children}</Suspense>
    </DrawNothingOnError>
  );
}
