import { DEFAULT_ABSENCE_RULES } from '@studydesk/shared/contracts';
import { absenceRuleValues, newAbsenceRule, toAbsenceRules } from './absence-rules-form';

describe('absence rules form (docs/product-rules.md#r-absence-2)', () => {
  it('gives back the rules it was loaded with', () => {
    expect(toAbsenceRules(DEFAULT_ABSENCE_RULES.map(absenceRuleValues))).toEqual({ rules: DEFAULT_ABSENCE_RULES, errors: {} });
  });

  it('refuses a number out of range and a rule that tells nobody, field by field', () => {
    const [first, second] = DEFAULT_ABSENCE_RULES.map(absenceRuleValues);
    const checked = toAbsenceRules([{ ...first, absences: '0' }, { ...second, recipients: [], weeks: '2.5' }]);
    expect(checked.rules).toBeNull();
    expect(Object.keys(checked.errors[0])).toEqual(['absences']);
    expect(Object.keys(checked.errors[1]).sort()).toEqual(['recipients', 'weeks']);
  });

  it('names a new rule with an id not taken', () => {
    expect(newAbsenceRule('in_a_row', ['rule-2', 'in-a-row']).id).toBe('rule-3');
    expect(newAbsenceRule('in_a_row', ['rule-1']).id).toBe('rule-2');
  });
});
