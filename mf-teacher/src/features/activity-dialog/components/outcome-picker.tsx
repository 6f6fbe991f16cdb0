import { useT } from '@studydesk/shared/i18n';
import { SelectField, textStyles } from '@studydesk/shared/ui';
import type { LessonOutcome } from '@studydesk/shared/contracts';
import { outcomeChoices, toOutcome, type OutcomeValue } from '../model/outcome-choices';

export interface OutcomePickerProps {
  outcome: LessonOutcome | null;
  startTime: number | null;
  now: number;
  /** the policy's notice window; null while it loads (no suggestion yet) */
  noticeHours: number | null;
  disabled: boolean;
  onChange: (outcome: LessonOutcome | null) => void;
}

const HINT_ID = 'activity-outcome-hint';

/**
 * What became of the lesson (docs/product-rules.md#r-pay-1): held (the same as completing it),
 * cancelled by the school, by the student with notice or late, or a no-show. Saved as it is picked.
 */
export function OutcomePicker({ outcome, startTime, now, noticeHours, disabled, onChange }: OutcomePickerProps) {
  const t = useT();
  const choices = outcomeChoices(startTime, now, noticeHours, outcome);
  const suggested = choices.find((choice) => choice.suggested);
  return (
    <div>
      <SelectField<OutcomeValue>
        label={t('Outcome')}
        value={outcome ?? 'none'}
        options={choices.map((choice) => ({
          value: choice.value,
          label: choice.suggested ? t('{outcome} (suggested)', { outcome: t(choice.label) }) : t(choice.label),
          disabled: choice.disabled,
        }))}
        disabled={disabled}
        aria-describedby={suggested ? HINT_ID : undefined}
        onChange={(value) => onChange(toOutcome(value))}
      />
      {suggested && noticeHours !== null ? (
        <p id={HINT_ID} className={textStyles.muted}>
          {t('{count, plural, one {The policy asks for # hour of notice: a student cancelling now counts as {suggestion}} other {The policy asks for # hours of notice: a student cancelling now counts as {suggestion}}}', {
            count: noticeHours,
            suggestion: t(suggested.label),
          })}
        </p>
      ) : null}
    </div>
  );
}
