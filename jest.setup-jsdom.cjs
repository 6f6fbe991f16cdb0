// jsdom lacks TextEncoder/TextDecoder, which react-router uses; Node has them.
const { TextDecoder, TextEncoder } = require('util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
