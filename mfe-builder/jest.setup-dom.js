// jsdom lacks TextEncoder (react-router needs it); jest-dom adds the toBeInTheDocument matchers.
const { TextEncoder, TextDecoder } = require('util');
if (typeof global.TextEncoder === 'undefined') Object.assign(global, { TextEncoder, TextDecoder });
require('@testing-library/jest-dom');
