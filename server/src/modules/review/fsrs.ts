/**
 * ts-fsrs for this CommonJS server. The package ships a CommonJS build (dist/index.cjs)
 * but declares its types only for its ES module build, so TypeScript's Node16 resolution
 * refuses a plain import: the types are taken from the ES build and the code is loaded
 * with require, which resolves to the CommonJS build.
 */
import { createRequire } from 'node:module';
import type * as TsFsrs from 'ts-fsrs' with { 'resolution-mode': 'import' };

export type { Card, FSRSParameters, Grade } from 'ts-fsrs' with { 'resolution-mode': 'import' };

const fsrsLibrary = createRequire(__filename)('ts-fsrs') as typeof TsFsrs;

export const { computeDecayFactor, createEmptyCard, forgetting_curve, fsrs, generatorParameters } = fsrsLibrary;
