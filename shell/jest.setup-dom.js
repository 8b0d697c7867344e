// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
const { TextDecoder, TextEncoder } = require('util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A data router (createMemoryRouter, as the shell's createBrowserRouter) makes a Request for every
// navigation, for loaders Atlas does not use; jsdom has no fetch API, so a navigation's own fields do.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Map(Object.entries(init.headers ?? {}));
      this.body = init.body ?? null;
    }
  };
}
