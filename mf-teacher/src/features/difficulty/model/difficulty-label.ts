import { effortLabel, type DifficultyLevel } from '@studydesk/shared/enums';
import type { t as translate } from '@studydesk/shared/i18n';

/** "8 points · 90 min" (one point is singular). */
export function difficultyLabel(t: typeof translate, level: DifficultyLevel): string {
  const effort = t(effortLabel(level));
  return level === 1 ? t('1 point · {effort}', { effort }) : t('{points} points · {effort}', { points: level, effort });
}
