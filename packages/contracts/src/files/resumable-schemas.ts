import { z } from 'zod';
import { FILE_CONTEXTS } from './limits.ts';

// The inputs of the resumable uploads' routes (issue 50; resumable.ts has the protocol's constants and
// texts, kept free of zod for the web app's pages).

/** An upload's address: 32 hex digits, random (whoever does not hold it cannot guess it). */
export const uploadTokenSchema = z.string().regex(/^[0-9a-f]{32}$/);
export const uploadParamsSchema = z.object({ token: uploadTokenSchema });
export const createUploadQuerySchema = z.object({ context: z.enum(FILE_CONTEXTS) });
