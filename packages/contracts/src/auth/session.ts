import { z } from 'zod';
import { permissionEntrySchema } from './permissions.ts';

/** The signed-in user as GET /api/user returns it (wire names; spec 1 section 3). */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  account_type: z.string(),
  email: z.string(),
  forename: z.string(),
  surname: z.string(),
  identifier: z.string(),
  advertisement_manager_type: z.object({ is_author: z.boolean(), is_admin: z.boolean() }),
  permissions: z.array(permissionEntrySchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionSchema = z.object({
  user: sessionUserSchema,
  expires_at: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const logoutResultSchema = z.object({ logged_out: z.boolean() });
