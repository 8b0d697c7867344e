import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@atlas/shell-kit';

type Answer = { status: number; body?: unknown } | ((body: unknown) => { status: number; body?: unknown });
export const answers: Record<string, Answer> = {};
export const sent: { method: string; url: string; body: unknown }[] = [];

/** fetch answers "METHOD /api/path" from `answers` (404 otherwise) and records what was sent. */
export function stubFetch() {
  for (const key of Object.keys(answers)) delete answers[key];
  sent.length = 0;
  localStorage.clear();
  localStorage.setItem('atlas_access_token', 'token');
  (globalThis as { fetch: unknown }).fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    const stored = answers[`${method} ${url}`];
    const answer = typeof stored === 'function' ? stored(body) : (stored ?? { status: 404, body: { detail: 'Not found' } });
    return {
      ok: answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      json: async () => answer.body ?? {},
      text: async () => JSON.stringify(answer.body ?? {}),
    };
  });
}

export function renderScreen(element: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
