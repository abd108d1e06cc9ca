// First: configures zod before any schema exists (no eval under the CSP).
import './lib/zod-jitless.ts';
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { firstRouteReady } from './app/router.tsx';
import './styles.css';

installPolishZodMessages();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// A short wait: a page whose chunks are on their way (preloaded) paints once, complete. (Not a
// top-level await: that would split the first script into many small chunks.)
void firstRouteReady(300).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
