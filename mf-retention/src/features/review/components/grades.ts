import type { ReviewGrade } from '@studydesk/shared/contracts';
import type { BadgeTone } from '@studydesk/shared/ui';

/** The four grades as shown: dictionary key of the label, badge tone, key to press. */
export const GRADES: readonly { grade: ReviewGrade; label: string; tone: BadgeTone }[] = [
  { grade: 1, label: 'Again', tone: 'danger' },
  { grade: 2, label: 'Hard', tone: 'warning' },
  { grade: 3, label: 'Good', tone: 'success' },
  { grade: 4, label: 'Easy', tone: 'primary' },
];

export function gradeOf(grade: ReviewGrade) {
  return GRADES[grade - 1];
}
