import { cardsPerSource } from '../../../src/modules/retention/generation';

describe('cards a source has given', () => {
  const text = 'The supplier demanded prepayment. Freight costs soared.';

  it('counts a lesson\'s cards, and the retention text\'s only while their sentence is still in the text', () => {
    const counts = cardsPerSource(
      [
        { activity_id: 4, source_sentence: 'A sentence of the lesson.' },
        { activity_id: 4, source_sentence: '' },
        { activity_id: null, source_sentence: 'The supplier demanded prepayment.' },
        { activity_id: null, source_sentence: 'Sales rose sharply in March.' },
        { activity_id: null, source_sentence: '' },
      ],
      text,
    );
    expect(counts.get(4)).toBe(2);
    expect(counts.get(null)).toBe(1);
  });

  it('gives a new retention text its cards: none of the old text\'s count', () => {
    expect(cardsPerSource([{ activity_id: null, source_sentence: 'Sales rose sharply in March.' }], text).get(null)).toBeUndefined();
  });
});
