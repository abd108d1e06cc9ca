/** Shown until the identity of the user is resolved (spec 1 section 1). */
export const INIT_TEXT = 'Trwa inicjalizacja danych...';
