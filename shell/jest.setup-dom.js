// react-router 7 reads TextEncoder at import time; jsdom does not provide it.
const { TextDecoder, TextEncoder } = require('util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// The dashboard home reads several services before its welcome line settles; on a loaded machine (CI
// runs two suites at once) that takes longer than the library's 1 s default for findBy* queries.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
