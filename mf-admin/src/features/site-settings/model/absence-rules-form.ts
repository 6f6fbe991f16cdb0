import { type AbsenceRule, type AbsenceRuleKind, type AlertRecipient } from '@studydesk/shared/contracts';
import { msg } from '@studydesk/shared/i18n';

type NumberField = 'absences' | 'weeks' | 'percent' | 'minLessons' | 'cooldownDays';

/** One rule as typed (docs/product-rules.md#r-absence-2): numbers stay text until saved. */
export interface AbsenceRuleValues extends Record<NumberField, string> {
  id: string;
  kind: AbsenceRuleKind;
  recipients: AlertRecipient[];
}

/** The contract's ranges, for the inputs and their messages. */
export const ABSENCE_RULE_LIMITS: Record<NumberField, { min: number; max: number }> = {
  absences: { min: 1, max: 50 },
  weeks: { min: 1, max: 52 },
  percent: { min: 1, max: 100 },
  minLessons: { min: 1, max: 500 },
  cooldownDays: { min: 0, max: 365 },
};

/** The number fields a kind of rule uses, in the order shown; the cooldown is every rule's. */
export const FIELDS_OF_KIND: Record<AbsenceRuleKind, readonly NumberField[]> = {
  in_a_row: ['absences', 'cooldownDays'],
  within_weeks: ['absences', 'weeks', 'cooldownDays'],
  below_percent: ['percent', 'minLessons', 'cooldownDays'],
};

export const MAX_RULES = 10;

export function absenceRuleValues(rule: AbsenceRule): AbsenceRuleValues {
  return {
    id: rule.id,
    kind: rule.kind,
    recipients: [...rule.recipients],
    absences: String(rule.absences),
    weeks: String(rule.weeks),
    percent: String(rule.percent),
    minLessons: String(rule.minLessons),
    cooldownDays: String(rule.cooldownDays),
  };
}

/** A new rule of `kind`, with an id none of `taken` has. */
export function newAbsenceRule(kind: AbsenceRuleKind, taken: readonly string[]): AbsenceRuleValues {
  let n = taken.length + 1;
  while (taken.includes(`rule-${n}`)) n += 1;
  return absenceRuleValues({ id: `rule-${n}`, kind, absences: 3, weeks: 4, percent: 80, minLessons: 8, recipients: ['admins'], cooldownDays: 28 });
}

export type AbsenceRuleErrors = Record<number, Partial<Record<NumberField | 'recipients', string>>>;

const wholeIn = (text: string, { min, max }: { min: number; max: number }): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
};

/**
 * The rules to save, or each field's message (a dictionary key with {min} and {max}): every
 * number a whole number in range (those a kind does not use keep their last value), at least
 * one recipient.
 */
export function toAbsenceRules(list: readonly AbsenceRuleValues[]): { rules: AbsenceRule[] | null; errors: AbsenceRuleErrors } {
  const errors: AbsenceRuleErrors = {};
  const rules = list.map((values, index) => {
    const numbers = {} as Record<NumberField, number>;
    for (const field of Object.keys(ABSENCE_RULE_LIMITS) as NumberField[]) {
      const value = wholeIn(values[field], ABSENCE_RULE_LIMITS[field]);
      if (value === null) errors[index] = { ...errors[index], [field]: msg('Enter a whole number from {min} to {max}.') };
      numbers[field] = value ?? 1;
    }
    if (values.recipients.length === 0) errors[index] = { ...errors[index], recipients: msg('Choose who is told') };
    return { id: values.id, kind: values.kind, recipients: [...values.recipients], ...numbers };
  });
  return Object.keys(errors).length > 0 ? { rules: null, errors } : { rules, errors };
}


