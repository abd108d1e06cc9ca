import { z } from 'zod';
import { messages } from './messages.ts';

let installed = false;

/**
 * Installs Polish default messages for every zod schema: the spec's required and max-length texts
 * first, zod's own Polish locale for the rest. Called once by the client and by the server.
 */
export function installPolishZodMessages(): void {
  if (installed) return;
  installed = true;
  const locale = z.locales.pl();
  z.config({
    ...locale,
    customError: (issue) => {
      if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
        return messages.required;
      }
      if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) {
        return messages.required;
      }
      if (issue.code === 'too_small' && issue.origin === 'array' && Number(issue.minimum) === 1) {
        return messages.required;
      }
      if (issue.code === 'too_big' && issue.origin === 'string') {
        return messages.maxLength(Number(issue.maximum));
      }
      return undefined;
    },
  });
}
