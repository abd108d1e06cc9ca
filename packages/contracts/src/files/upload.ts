import { z } from 'zod';
import { idParams } from '../common/input.ts';
import { FILE_CONTEXTS } from './limits.ts';

/** POST /api/files?context=... (the file itself is the multipart field `file`). */
export const uploadQuerySchema = z.object({ context: z.enum(FILE_CONTEXTS) });

/** A stored file as the server presents it (spec 3 section 3 "Attachment", server file). */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  uri: z.string(),
  name: z.string(),
  created_at: z.string(),
  created_by: z.object({ forename: z.string(), surname: z.string() }),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadResultSchema = z.object({ file: uploadedFileSchema });
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** GET /api/files/{id}/download */
export const fileIdParamsSchema = idParams;

/** The download address of a stored file. */
export const fileDownloadUri = (id: number) => `/api/files/${id}/download`;
