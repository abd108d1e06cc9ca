import { type ComponentType, lazy, useState } from 'react';

/**
 * A component whose code loads when first drawn (as React's `lazy`), or before, with `preload()`. A page
 * drawn on the server preloads the lazy parts it drew before hydrating (main.tsx): a part whose code is
 * still on its way when hydration reaches it stays as the server drew it, and React throws it away and
 * draws it again if anything above it changes first (the cookie notice did, on every public page).
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const Lazy = lazy(load);
  // Never fails: a part whose code did not come is drawn by React's `lazy` later, as before, and the
  // page's hydration does not wait on it.
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      () => {
        loading = null;
      },
    );
    return loading;
  };
  function Preloadable(props: P) {
    // Chosen once per place: the component's type must not change under a drawn part.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
