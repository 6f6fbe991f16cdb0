import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** What the strength estimator says of a password: 0 (guessed at once) to 4 (very hard). */
export interface StrengthVerdict {
  score: number;
  /** zxcvbn's reason, as its untranslated key (`sequences`, `wordByItself`, …), or null. */
  warning: string | null;
}

/** Judges a password, given the words of its owner and the school a guesser would try. */
export type StrengthEstimator = (password: string, userInputs: readonly string[]) => StrengthVerdict;

/**
 * zxcvbn only looks at this many characters: its matching grows faster than the length,
 * and a password longer than this is judged by its start (which must be strong itself).
 */
const ESTIMATED_LENGTH = 128;

let estimator: Promise<StrengthEstimator> | null = null;

/**
 * zxcvbn-ts with the common lists and the words of the four languages of the product
 * (English, German, French, Spanish): several megabytes, so loaded on the first password
 * set, once per process, never at start-up or sign-in.
 */
export function loadStrengthEstimator(): Promise<StrengthEstimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common, en, de, fr, es] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
      import('@zxcvbn-ts/language-fr'),
      import('@zxcvbn-ts/language-es-es'),
    ]);
    const zxcvbn: ZxcvbnFactory = new Factory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary, ...fr.dictionary, ...es.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: ESTIMATED_LENGTH,
    });
    return (password, userInputs) => {
      const { score, feedback } = zxcvbn.check(password, [...userInputs]);
      return { score, warning: feedback.warning };
    };
  })();
  return estimator;
}
