import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredTheme } from '@atlas/shell-kit';
import { createBrowserRouter } from 'react-router-dom';
import '@atlas/shell-kit/src/styles/atlas.css';
import './styles/shell.css';
import { App } from './app';
import { registerAllRemotes } from './federation/remotes';
import { routes } from './routes/route-table';

// Remotes are registered from /mf-manifest.json in the background: mounting never waits for it,
// and a failed fetch only affects the sections that need a remote (they retry on their own).
registerAllRemotes().catch((error: Error) => console.warn('Remote manifest not loaded:', error.message));

// The stored theme applies before the first React render (the gateway's CSP forbids inline scripts).
document.documentElement.dataset.theme = readStoredTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} />
  </StrictMode>,
);
