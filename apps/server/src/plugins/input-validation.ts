import { inputProblems } from '@bk/contracts/common/input';
import { messages } from '@bk/contracts/common/messages';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The route schemas' validator (fastify-type-provider-zod) with one check in front that no contract
 * can forget (decision 0016): no string of the body, query string or path, value or key, may hold a
 * NUL or half of a surrogate pair. Such a value fails validation like any other, with a Polish field
 * error at its path: 422 for the body and the query string, 404 for the path (plugins/errors.ts).
 * Input nested deeper than MAX_INPUT_DEPTH is refused the same way before any schema sees it.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const plain = validatorCompiler(route);
  if (!(route.schema instanceof z.ZodType)) return plain;
  const schema = route.schema;
  let guarded: ReturnType<typeof validatorCompiler> | undefined;
  let tooDeep: ReturnType<typeof validatorCompiler> | undefined;
  // The walk alone is cheap; a zod pipe in front of every schema cost about 4 ms of processor time per
  // offer submission (bench:offers), so the guarded schema runs only for input that fails the walk.
  return (data: unknown) => {
    if (inputProblems(data, 1).length === 0) return plain(data);
    // Too deep to hand to any schema (a recursive one would exhaust the stack): refused as it is.
    if (inputProblems(data).some((problem) => problem.tooDeep)) {
      tooDeep ??= validatorCompiler({
        ...route,
        schema: z.unknown().superRefine((_value, ctx) => {
          ctx.addIssue({ code: 'custom', path: [], message: messages.tooDeep });
        }),
      });
      return tooDeep(data);
    }
    guarded ??= validatorCompiler({
      ...route,
      schema: z
        .unknown()
        .superRefine((value, ctx) => {
          for (const { path } of inputProblems(value)) {
            ctx.addIssue({ code: 'custom', path, message: messages.forbiddenCharacter });
          }
        })
        .pipe(schema),
    });
    return guarded(data);
  };
};
