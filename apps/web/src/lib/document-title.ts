import { useEffect } from 'react';

export const APP_NAME = 'Baza Konkurencyjności';

/** Sets the page title as 'Baza Konkurencyjności - {page}'. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${APP_NAME} - ${page}`;
  }, [page]);
}
