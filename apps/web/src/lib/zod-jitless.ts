import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod's fast object parser compiles code with
 * `new Function`, which the Content-Security-Policy forbids (no 'unsafe-eval', decision 0015), and even
 * its probe for it would be reported as a violation. The plain parser is fast enough for forms.
 */
z.config({ jitless: true });
