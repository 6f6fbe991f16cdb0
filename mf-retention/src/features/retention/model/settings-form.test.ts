import { settingsErrors } from './settings-form';

describe('settingsErrors', () => {
  it('accepts whole numbers in range', () => {
    expect(settingsErrors({ cardsPerLesson: '3', quizQuestions: '8' })).toEqual({});
    expect(settingsErrors({ cardsPerLesson: '20', quizQuestions: '40' })).toEqual({});
  });

  it('refuses empty, fractional and out-of-range numbers', () => {
    expect(Object.keys(settingsErrors({ cardsPerLesson: '', quizQuestions: '1' }))).toEqual(['cardsPerLesson', 'quizQuestions']);
    expect(Object.keys(settingsErrors({ cardsPerLesson: '2.5', quizQuestions: '41' }))).toEqual(['cardsPerLesson', 'quizQuestions']);
    expect(Object.keys(settingsErrors({ cardsPerLesson: '21', quizQuestions: '8' }))).toEqual(['cardsPerLesson']);
  });

  it('new review cards per day: a whole number from 1 to 200 when given', () => {
    expect(settingsErrors({ cardsPerLesson: '3', quizQuestions: '8', newCardsPerDay: '20' })).toEqual({});
    expect(Object.keys(settingsErrors({ cardsPerLesson: '3', quizQuestions: '8', newCardsPerDay: '0' }))).toEqual(['newCardsPerDay']);
    expect(Object.keys(settingsErrors({ cardsPerLesson: '3', quizQuestions: '8', newCardsPerDay: '201' }))).toEqual(['newCardsPerDay']);
  });
});
