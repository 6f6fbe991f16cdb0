import type { MakeUpCreditDto } from '@studydesk/shared/contracts';
import { creditHolders } from './use-lesson-credits';

const credit = (id: number, studentId: number, firstName: string, state: MakeUpCreditDto['state'], expiresAt: string): MakeUpCreditDto => ({
  id, studentId, student: { firstName, lastName: 'Lima', title: '' }, studyPlanId: 3, studyPlanTitle: 'Group B1',
  earnedBy: null, createdAt: '2026-03-01T10:00:00.000Z', expiresAt, usedBy: null, state,
});

describe('whose make-up credits a new lesson of a group may use (docs/product-rules.md#r-pay-2)', () => {
  it('lists the members with open credits, the one whose credit expires first first, with how many they hold', () => {
    expect(
      creditHolders([
        credit(1, 7, 'Ana', 'open', '2026-07-01T10:00:00.000Z'),
        credit(2, 8, 'Ben', 'open', '2026-06-01T10:00:00.000Z'),
        credit(3, 7, 'Ana', 'open', '2026-08-01T10:00:00.000Z'),
        credit(4, 9, 'Cleo', 'used', '2026-05-01T10:00:00.000Z'),
        credit(5, 9, 'Cleo', 'expired', '2026-02-01T10:00:00.000Z'),
      ]),
    ).toEqual([
      { studentId: 8, name: 'Ben Lima', open: 1 },
      { studentId: 7, name: 'Ana Lima', open: 2 },
    ]);
  });

  it('is empty without open credits: no make-up choice', () => {
    expect(creditHolders([credit(4, 9, 'Cleo', 'used', '2026-05-01T10:00:00.000Z')])).toEqual([]);
  });
});
