// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads. Import
// this before anything that imports the router.
import { TextDecoder, TextEncoder } from 'util';

const scope = globalThis as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
