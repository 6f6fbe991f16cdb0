import { CARDS_PER_LESSON_MAX, NEW_CARDS_PER_DAY_MAX, QUIZ_QUESTIONS_MAX } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

export interface SettingsFormValues {
  cardsPerLesson: string;
  quizQuestions: string;
  /** new review cards per student and day */
  newCardsPerDay?: string;
}

const whole = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Dictionary keys of what is wrong with the typed numbers ({max} filled in by the form). */
export function settingsErrors(values: SettingsFormValues): Partial<Record<keyof SettingsFormValues, string>> {
  const errors: Partial<Record<keyof SettingsFormValues, string>> = {};
  if (!whole(values.cardsPerLesson, 1, CARDS_PER_LESSON_MAX)) errors.cardsPerLesson = msg('A whole number from 1 to {max}');
  if (!whole(values.quizQuestions, 2, QUIZ_QUESTIONS_MAX)) errors.quizQuestions = msg('A whole number from 2 to {max}');
  if (values.newCardsPerDay !== undefined && !whole(values.newCardsPerDay, 1, NEW_CARDS_PER_DAY_MAX)) errors.newCardsPerDay = msg('A whole number from 1 to {max}');
  return errors;
}
