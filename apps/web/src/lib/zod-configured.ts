// Every `import ... from 'zod'` of the web app resolves here (vite.config.ts's alias), so zod is set up
// before its first schema exists, in the chunk of whatever first needs zod (a form, an API answer read
// with a schema) and not in every page's first load (about 5 KB of the 150 KB budget, decision 0055):
// - no eval: zod's fast object parser compiles code with `new Function`, which the
//   Content-Security-Policy forbids (no 'unsafe-eval', decision 0015), and even its probe for it would be
//   reported as a violation; the plain parser is fast enough for forms;
// - Polish default messages (contracts' zod-polish: the spec's required and max-length texts first).
// The server configures zod itself (apps/server: installPolishZodMessages at start).
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import { z } from 'zod/v4';

export * from 'zod/v4';
export { z, z as default };

z.config({ jitless: true });
installPolishZodMessages();
