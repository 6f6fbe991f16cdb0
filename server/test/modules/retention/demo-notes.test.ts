import { LESSON_NOTES } from '../../../src/seed/demo-notes';
import { generateCards } from '../../../src/modules/retention/text/cards';
import { readNotes } from '../../../src/modules/retention/text/notes';

describe.each(Object.entries(LESSON_NOTES))("the demo school's notes (%s)", (language, notes) => {
  it('give each lesson its own vocabulary as cards with meanings, and its homework apart', () => {
    const cards = generateCards(notes.map((text, i) => ({ activityId: i + 1, text })), { language, level: 'B1', perSource: 3 });
    expect(cards.length).toBeGreaterThanOrEqual(notes.length * 3);
    expect(cards.filter((card) => card.back !== '').length / cards.length).toBeGreaterThanOrEqual(0.9);
    expect(cards.map((card) => card.front).join(' ')).not.toMatch(/homework|deberes|devoirs|hausaufgabe|workbook|übung|✗/i);
    expect(notes.some((text) => readNotes(text, '', language).homework.length > 0)).toBe(true);
  });
});
