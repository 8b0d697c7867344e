// A minimal host page for the benchmark: the real PageBuilder, routed to one page, without the shell.
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ToastProvider } from '@atlas/shell-kit';
import '@atlas/shell-kit/src/styles/atlas.css';
import PageBuilder from '../../src/page-builder/page-builder';

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const pageId = new URLSearchParams(window.location.search).get('page') ?? '1';
// A data router, as the shell's: the builder's save-on-leave guard needs one.
const router = createMemoryRouter([{ path: '/builder/site/:siteId/page/:pageId', element: <PageBuilder /> }], {
  initialEntries: [`/builder/site/1/page/${pageId}`],
});

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={client}>
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  </QueryClientProvider>,
);
