/** Where to go after signing in: the `?next=` path when it stays inside the app, else /dashboard. */
export function safeNext(search: string, fallback = '/dashboard'): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (next === '/login' || next.startsWith('/login?') || next === '/register') return fallback;
  return next;
}
