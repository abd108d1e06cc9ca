import { z } from 'zod';
import { levelKinds } from '../dictionaries/levels.ts';
import { type PermissionGroup, permissionGroups } from './permission-flags.ts';

/** Wire schemas of permission entries (the flags and their flattening are in permission-flags.ts). */
export const permissionScopeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(levelKinds),
  code: z.string().nullable(),
  name: z.string(),
});

export const permissionEntrySchema = z.object({
  group: z.enum(permissionGroups as [PermissionGroup, ...PermissionGroup[]]),
  flags: z.array(z.string()),
  scope: permissionScopeSchema.nullable(),
});
