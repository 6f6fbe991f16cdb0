// jsdom lacks TextEncoder/TextDecoder, which react-router uses; Node has them.
const util = require('util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;
