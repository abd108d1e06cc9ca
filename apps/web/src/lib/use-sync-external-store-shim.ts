// @lingui/react imports `use-sync-external-store/shim` for React before 18; React 19 has the hook
// itself (vite.config.ts points the import here: half a kilobyte less on every page).
export { useSyncExternalStore } from 'react';
