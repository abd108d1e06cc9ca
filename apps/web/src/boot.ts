// The page's first script (index.html). The stylesheet is imported here, so the page links it in
// its head. A page drawn on the server (ssr/) is readable before any script runs: the app's code is
// asked for after its first paint, so that the page's own bytes come first on a slow connection
// (docs/decisions/0034-server-rendering.md). A page the browser draws asks for it at once.
import './styles.css';

const drawn = Boolean(document.getElementById('root')?.firstElementChild);
if (drawn) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
await import('./main.tsx');
