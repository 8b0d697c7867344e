import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet, RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { ToastProvider } from '@atlas/shell-kit';

export const locationSeen = { pathname: '' };

function LocationProbe() {
  locationSeen.pathname = useLocation().pathname;
  return <Outlet />;
}

/**
 * Renders a screen at a URL inside the providers the shell gives it (a data router, as the shell's
 * createBrowserRouter, so useBlocker works; the query client; toasts). `router` moves it elsewhere.
 */
export function renderAt(path: string, routePattern: string, element: ReactElement, extraRoutes: string[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: <LocationProbe />,
        children: [
          ...[routePattern, ...extraRoutes].map((pattern) => ({ path: pattern, element })),
          { path: '*', element: <p>elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, router };
}
