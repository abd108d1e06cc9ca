/** The root of the content administration's query keys (its data types: lib/site-content.ts). */
export const CONTENT_ADMIN_KEY = 'content-admin';
