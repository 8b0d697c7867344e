import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, ToastProvider, queryClient } from '@atlas/shell-kit';
import { AppErrorBoundary } from './frames/frames';

type Router = Parameters<typeof RouterProvider>[0]['router'];

/** The providers every screen (and every remote, through the shared kit) runs inside. */
export function App({ router }: { router: Router }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
