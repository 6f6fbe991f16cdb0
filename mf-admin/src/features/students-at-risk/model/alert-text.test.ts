import { planName, toldNames } from './alert-text';

describe('how an alert is named (docs/product-rules.md#r-absence-4)', () => {
  it('lists who was told and names the plan by code and title', () => {
    expect(toldNames({ recipients: [{ id: 1, name: 'Ana Lima', profile: 'teacher' }, { id: 2, name: 'Ben Ode', profile: 'admin' }] })).toBe('Ana Lima, Ben Ode');
    expect(planName({ plan: { id: 1, code: 'ENG-1', title: 'English' } })).toBe('ENG-1 English');
    expect(planName({ plan: { id: 1, code: '', title: 'English' } })).toBe('English');
  });
});
