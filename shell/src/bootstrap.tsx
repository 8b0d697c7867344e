import { createRoot } from 'react-dom/client';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { KIT_VERSION } from '@atlas/shell-kit';
const C = lazy(async () => {
  const m = await (await fetch('/mf-manifest.json')).json();
  registerRemotes(m.remotes.map((r: any) => ({ name: r.name, entry: r.entry })));
  return (await loadRemote('content/ContentSection')) as any;
});
createRoot(document.getElementById('root')!).render(<div>shell {KIT_VERSION}<Suspense fallback="..."><C /></Suspense></div>);
