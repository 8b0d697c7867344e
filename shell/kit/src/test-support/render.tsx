import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastProvider } from '@atlas/shell-kit';

export const locationSeen = { pathname: '' };

function LocationProbe() {
  locationSeen.pathname = useLocation().pathname;
  return null;
}

/** Renders a screen at a URL inside the providers the shell gives it (router, query client, toasts). */
export function renderAt(path: string, routePattern: string, element: ReactElement, extraRoutes: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={routePattern} element={element} />
            {extraRoutes.map((pattern) => (
              <Route key={pattern} path={pattern} element={element} />
            ))}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
