import { ApiError, api, configureApi, listOf } from '../client';
import { TOKEN_KEYS } from '../tokens';
import { fakeResponse, installFakeFetch } from './fake-fetch';

const redirects: string[] = [];
configureApi({ redirectToLogin: (next) => redirects.push(next) });

function signIn(access = 'expired-access', refresh = 'valid-refresh') {
  localStorage.setItem(TOKEN_KEYS.access, access);
  localStorage.setItem(TOKEN_KEYS.plainAccess, access);
  localStorage.setItem(TOKEN_KEYS.refresh, refresh);
  localStorage.setItem(TOKEN_KEYS.plainRefresh, refresh);
}

beforeEach(() => {
  localStorage.clear();
  redirects.length = 0;
  window.history.pushState({}, '', '/dashboard/sites');
});

describe('api client', () => {
  it('sends JSON under /api with the bearer header and cookies', async () => {
    signIn('good');
    const { calls } = installFakeFetch(() => fakeResponse(200, { ok: 1 }));
    await expect(api.post('/builder/sites/', { name: 'A' })).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({
      url: '/api/builder/sites/',
      method: 'POST',
      credentials: 'include',
      body: { name: 'A' },
      headers: { Authorization: 'Bearer good', 'Content-Type': 'application/json' },
    });
  });

  it("raises a 413 as too large with the service's detail", async () => {
    installFakeFetch(() => fakeResponse(413, { detail: 'Request body is too large' }, 'Payload Too Large'));
    const error = (await api.post('/builder/pages/1/save_blocks/', { blocks: [] }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.tooLarge, error.detail]).toEqual([413, true, 'Request body is too large']);
  });

  it("raises 'API request failed: {status text}' with the parsed body attached", async () => {
    installFakeFetch(() => fakeResponse(404, { detail: 'Site not found' }, 'Not Found'));
    const error = (await api.get('/builder/sites/9/').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('API request failed: Not Found');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ detail: 'Site not found' });
    expect(error.detail).toBe('Site not found');
  });

  it('renews an expired access token once with the refresh token and retries the request', async () => {
    signIn();
    const { calls } = installFakeFetch((call) => {
      if (call.url === '/api/auth/refresh/') return fakeResponse(200, { access: 'fresh', refresh: 'rotated' });
      return call.headers.Authorization === 'Bearer fresh'
        ? fakeResponse(200, { id: 1 })
        : fakeResponse(401, { detail: 'expired' }, 'Unauthorized');
    });
    await expect(api.get('/auth/me/')).resolves.toEqual({ id: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/me/', '/api/auth/refresh/', '/api/auth/me/']);
    expect(calls[1].body).toEqual({ refresh: 'valid-refresh' });
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('fresh');
    expect(localStorage.getItem(TOKEN_KEYS.plainRefresh)).toBe('rotated');
    expect(redirects).toEqual([]);
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    let release: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = installFakeFetch(async (call) => {
      if (call.url === '/api/auth/refresh/') {
        await refreshGate;
        return fakeResponse(200, { access: 'fresh' });
      }
      return call.headers.Authorization === 'Bearer fresh' ? fakeResponse(200, { url: call.url }) : fakeResponse(401, {}, 'Unauthorized');
    });
    const pending = Promise.all([api.get('/a/'), api.get('/b/'), api.get('/c/')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await expect(pending).resolves.toEqual([{ url: '/api/a/' }, { url: '/api/b/' }, { url: '/api/c/' }]);
    expect(calls.filter((call) => call.url === '/api/auth/refresh/')).toHaveLength(1);
  });

  it('gives up when the refresh fails: clears all four tokens and sends the user to /login', async () => {
    signIn();
    installFakeFetch(() => fakeResponse(401, { detail: 'Token is invalid' }, 'Unauthorized'));
    const error = (await api.get('/builder/sites/').catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    for (const key of Object.values(TOKEN_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(redirects).toEqual(['/dashboard/sites']);
  });

  it('retries only once: a second 401 after a successful refresh ends the session', async () => {
    signIn();
    const { calls } = installFakeFetch((call) =>
      call.url === '/api/auth/refresh/' ? fakeResponse(200, { access: 'fresh' }) : fakeResponse(401, {}, 'Unauthorized'),
    );
    await expect(api.get('/x/')).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((call) => call.url)).toEqual(['/api/x/', '/api/auth/refresh/', '/api/x/']);
    expect(redirects).toHaveLength(1);
  });

  it('does not redirect when already on a login page', async () => {
    window.history.pushState({}, '', '/login');
    installFakeFetch(() => fakeResponse(401, {}, 'Unauthorized'));
    await expect(api.get('/x/')).rejects.toBeInstanceOf(ApiError);
    expect(redirects).toEqual([]);
  });

  it('leaves a 401 of an unauthenticated call (login) to the caller', async () => {
    signIn('a', 'r');
    const { calls } = installFakeFetch(() => fakeResponse(401, { detail: 'Invalid credentials' }, 'Unauthorized'));
    await expect(api.post('/auth/login/', {}, { auth: false })).rejects.toMatchObject({ detail: 'Invalid credentials' });
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.Authorization).toBeUndefined();
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBe('a');
    expect(redirects).toEqual([]);
  });

  it('reads lists as results, else data.results, else the data itself', () => {
    expect(listOf([1])).toEqual([1]);
    expect(listOf({ results: [2] })).toEqual([2]);
    expect(listOf({ data: { results: [3] } })).toEqual([3]);
    expect(listOf(null)).toEqual([]);
  });
});
