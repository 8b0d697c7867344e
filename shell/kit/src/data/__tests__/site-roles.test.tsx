import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { answer, resetApi } from '../../test-support/mock-api';
import { useSiteRole, useSiteRoles } from '../site-roles';

jest.mock('../../api/client', () => ({
  ...jest.requireActual('../../api/client'),
  api: require('../../test-support/mock-api').mockApi,
}));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  resetApi();
  answer('GET', '/builder/sites/', [
    { id: 1, name: 'Mine', role: 'owner' },
    { id: 2, name: 'Shared', role: 'author' },
    { id: 3, name: 'Before teams' },
  ]);
});

test('answers each site its role from the sites list, a site answered without one as the owner', async () => {
  const { result } = renderHook(() => useSiteRoles(), { wrapper });
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.roleOf(1)).toBe('owner');
  expect(result.current.roleOf(2)).toBe('author');
  expect(result.current.roleOf(3)).toBe('owner');
  expect(result.current.sites.map((s) => s.id)).toEqual([1, 2, 3]);
});

test('a site the user may not open, or none, has no role', async () => {
  const { result } = renderHook(() => useSiteRoles(), { wrapper });
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.roleOf(99)).toBeNull();
  expect(result.current.roleOf(null)).toBeNull();
});

test('one site: unknown until the list is in, then its role', async () => {
  const { result } = renderHook(() => useSiteRole(2), { wrapper });
  expect(result.current).toBeUndefined();
  await waitFor(() => expect(result.current).toBe('author'));
});
