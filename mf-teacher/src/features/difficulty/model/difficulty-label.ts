import { effortLabel, type DifficultyLevel } from '@studydesk/shared/enums';
import type { t as translate } from '@studydesk/shared/i18n';

/** "8 points · 90 min", "1 point · 15 min": the plural form of the user's language. */
export function difficultyLabel(t: typeof translate, level: DifficultyLevel): string {
  const effort = t(effortLabel(level));
  return t('{points, plural, one {# point · {effort}} other {# points · {effort}}}', { points: level, effort });
}
