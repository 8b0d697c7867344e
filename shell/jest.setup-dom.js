// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
const { TextDecoder, TextEncoder } = require('util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
