// First: configures zod before any schema exists (no eval under the CSP).
import './lib/zod-jitless.ts';
import { installPolishZodMessages } from '@bk/contracts/common/zod-polish';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './styles.css';

installPolishZodMessages();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
