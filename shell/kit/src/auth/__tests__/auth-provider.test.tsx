import '@testing-library/jest-dom';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider, useAuth } from '../auth-provider';
import { configureApi } from '../../api/client';
import { TOKEN_KEYS } from '../../api/tokens';
import { fakeResponse, installFakeFetch } from '../../api/__tests__/fake-fetch';

configureApi({ redirectToLogin: () => undefined });
const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;
const demo = { id: 1, username: 'demo', email: 'demo@example.com', is_staff: false };

beforeEach(() => localStorage.clear());

describe('session state machine', () => {
  it('ends loading at once without a stored access token', async () => {
    const { fetchMock } = installFakeFetch(() => fakeResponse(500));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the current user when an access token is stored', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'a');
    installFakeFetch(() => fakeResponse(200, demo));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toEqual(demo);
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('clears the session silently when the current-user fetch is not ok', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'a');
    installFakeFetch(() => fakeResponse(403, { detail: 'nope' }, 'Forbidden'));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
  });

  it('keeps the tokens and ends loading on a network failure', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'a');
    installFakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('a');
  });

  it('login writes both token pairs, then fetches the user', async () => {
    installFakeFetch((call) =>
      call.url === '/api/auth/login/' ? fakeResponse(200, { access: 'A', refresh: 'R' }) : fakeResponse(200, demo),
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.login('demo', 'demo1234')).resolves.toEqual({ success: true });
    });
    expect(result.current.user).toEqual(demo);
    expect([TOKEN_KEYS.access, TOKEN_KEYS.plainAccess].map((key) => localStorage.getItem(key))).toEqual(['A', 'A']);
    expect([TOKEN_KEYS.refresh, TOKEN_KEYS.plainRefresh].map((key) => localStorage.getItem(key))).toEqual(['R', 'R']);
  });

  it('login with the second factor on stores nothing and answers the challenge; verifySecondFactor then signs in', async () => {
    const { fetchMock } = installFakeFetch((call) =>
      call.url === '/api/auth/login/'
        ? fakeResponse(200, { two_factor_required: true, challenge: 'CH' })
        : call.url === '/api/auth/login/2fa/'
          ? fakeResponse(200, { access: 'A', refresh: 'R' })
          : fakeResponse(200, demo),
    );
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(async () => {
      await expect(result.current.login('demo', 'demo1234')).resolves.toEqual({ success: false, twoFactorChallenge: 'CH' });
    });
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(result.current.user).toBeNull();
    await act(async () => {
      await expect(result.current.verifySecondFactor('CH', '123456')).resolves.toEqual({ success: true });
    });
    expect(result.current.user).toEqual(demo);
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('A');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/login/2fa/');
  });

  it("login failure returns the server's detail, else 'Login failed'; a network exception 'Network error'", async () => {
    const answers = [
      fakeResponse(401, { detail: 'Invalid username or password' }, 'Unauthorized'),
      fakeResponse(500, 'oops', 'Server Error'),
    ];
    installFakeFetch(() => {
      const next = answers.shift();
      if (!next) throw new TypeError('Failed to fetch');
      return next;
    });
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.login('demo', 'bad')).resolves.toEqual({ success: false, error: 'Invalid username or password' });
    await expect(result.current.login('demo', 'bad')).resolves.toEqual({ success: false, error: 'Login failed' });
    await expect(result.current.login('demo', 'bad')).resolves.toEqual({ success: false, error: 'Network error' });
  });

  it('register writes only the atlas_ pair; a failure returns the whole parsed body', async () => {
    const answers = [
      fakeResponse(400, { username: ['taken'] }, 'Bad Request'),
      fakeResponse(201, { access: 'A', refresh: 'R' }),
      fakeResponse(200, demo),
    ];
    installFakeFetch(() => answers.shift()!);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const form = { username: 'demo', email: 'd@example.com', password: 'longenough' };
    await expect(result.current.register(form)).resolves.toEqual({ success: false, error: { username: ['taken'] } });
    await act(async () => {
      await result.current.register(form);
    });
    expect(result.current.user).toEqual(demo);
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('A');
    expect(localStorage.getItem(TOKEN_KEYS.plainAccess)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.plainRefresh)).toBeNull();
  });

  it('logout removes all four keys and revokes the refresh token', async () => {
    for (const key of Object.values(TOKEN_KEYS)) localStorage.setItem(key, key.includes('refresh') ? 'R' : 'A');
    const { calls } = installFakeFetch((call) => (call.url === '/api/auth/me/' ? fakeResponse(200, demo) : fakeResponse(204)));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    await act(async () => {
      await result.current.logout();
    });
    expect(result.current.user).toBeNull();
    for (const key of Object.values(TOKEN_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(calls.at(-1)).toMatchObject({ url: '/api/auth/logout/', method: 'POST', body: { refresh: 'R' } });
  });

  it("throws 'useAuth must be used within an AuthProvider' outside the provider", () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
