import { z } from 'zod';

/**
 * Whether an attachment's text is searched (issue 49): 'Treść przeszukiwana', or why not, so that an
 * advertiser learns that a scan is unsearchable.
 */
export const attachmentTextStates = ['indexed', 'pending', 'no_text'] as const;

/** Why an attachment's text is not searched, in the words the page shows. */
export const noTextLabels: Record<string, string> = {
  unsupported: 'Treść nieprzeszukiwana: tego formatu pliku portal nie odczytuje',
  encrypted: 'Treść nieprzeszukiwana: plik jest zabezpieczony hasłem',
  broken: 'Treść nieprzeszukiwana: pliku nie udało się odczytać (uszkodzony lub nieprawidłowy)',
  no_text_layer: 'Treść nieprzeszukiwana: plik nie zawiera tekstu (np. skan bez warstwy tekstowej)',
  too_large: 'Treść nieprzeszukiwana: plik jest zbyt duży do odczytania',
  timeout: 'Treść nieprzeszukiwana: odczyt pliku trwał zbyt długo',
  memory: 'Treść nieprzeszukiwana: odczyt pliku wymagał zbyt wiele pamięci',
};

export const attachmentTextLabels = {
  indexed: 'Treść przeszukiwana',
  pending: 'Treść w trakcie odczytu',
} as const;

export const attachmentTextSchema = z.object({
  file_id: z.number(),
  state: z.enum(attachmentTextStates),
  /** What the page shows: 'Treść przeszukiwana', 'Treść w trakcie odczytu' or why it is not searched. */
  label: z.string(),
});
export type AttachmentText = z.infer<typeof attachmentTextSchema>;

/** GET /api/search/announcements/{id}/attachments: the current version's attachments. */
export const attachmentTextsSchema = z.object({ attachments: z.array(attachmentTextSchema) });

/** The label of a file's state. */
export function attachmentTextLabel(state: AttachmentText['state'], reason: string | null): string {
  if (state === 'no_text') return noTextLabels[reason ?? ''] ?? noTextLabels.broken ?? '';
  return attachmentTextLabels[state];
}
