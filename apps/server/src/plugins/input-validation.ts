import { forbiddenCharacterPaths } from '@bk/contracts/common/input';
import { messages } from '@bk/contracts/common/messages';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The route schemas' validator (fastify-type-provider-zod) with one check in front that no contract
 * can forget (decision 0016): no string of the body, query string or path, value or key, may hold a
 * NUL or half of a surrogate pair. Such a value fails validation like any other, with a Polish field
 * error at its path: 422 for the body and the query string, 404 for the path (plugins/errors.ts).
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  if (!(route.schema instanceof z.ZodType)) return validatorCompiler(route);
  const guarded = z
    .unknown()
    .superRefine((value, ctx) => {
      for (const path of forbiddenCharacterPaths(value)) {
        ctx.addIssue({ code: 'custom', path, message: messages.forbiddenCharacter });
      }
    })
    .pipe(route.schema);
  return validatorCompiler({ ...route, schema: guarded });
};
