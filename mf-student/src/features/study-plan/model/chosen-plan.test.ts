import { chosenPlanId } from './chosen-plan';

describe('the plan a student page shows', () => {
  const plans = [{ id: 4 }, { id: 31 }];

  it('is the route’s plan on /student/study-plans/{planId}', () => {
    expect(chosenPlanId(plans, 4, 31)).toBe(31);
    // one they do not belong to is asked for all the same: the server refuses it
    expect(chosenPlanId(plans, 4, 99)).toBe(99);
  });

  it('is their own plan on /student/home, else their first', () => {
    expect(chosenPlanId(plans, 31, null)).toBe(31);
    expect(chosenPlanId(plans, 77, null)).toBe(4);
    expect(chosenPlanId(plans, null, null)).toBe(4);
    expect(chosenPlanId([], 4, null)).toBeNull();
  });
});
