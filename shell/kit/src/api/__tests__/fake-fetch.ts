/** A scripted fetch: each call is answered by the first route whose matcher accepts it. */
export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials?: string;
}

export function fakeResponse(status: number, body?: unknown, statusText = '') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text };
}

export function installFakeFetch(answer: (call: FakeCall) => ReturnType<typeof fakeResponse> | Promise<ReturnType<typeof fakeResponse>>) {
  const calls: FakeCall[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    return answer(call);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { calls, fetchMock };
}
