import { memo, type Dispatch } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { PLAN_TEXT_LIMITS } from '@studydesk/shared/contracts/plain';
import { resourceOf } from '@studydesk/shared/data';
import { AUDIENCE_LABELS } from '@studydesk/shared/enums';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Badge, Button, Card, cx, Fact, layoutStyles, TextAreaField, textStyles } from '@studydesk/shared/ui';
import type { StudyPlanViewAction, StudyPlanViewState } from '../model/study-plan-view-reducer';
import { MembersPopup } from './members-popup';
import { SpeedSummary } from './speed-summary';
import styles from './study-plan-view.module.css';

// the plan's own members came with it: nothing to load again
const reloadNothing = () => undefined;

/** from `contracts/plain`: this page is opened from a teacher's first screen (docs/conventions.md#endpoints) */
const DESCRIPTION = PLAN_TEXT_LIMITS;

export interface PlanDetailsProps {
  state: StudyPlanViewState;
  dispatch: Dispatch<StudyPlanViewAction>;
  editable: boolean;
  onSaveDescription: () => void;
}

/** Plan's details: code, level, teachers, members, family settings, description (editable), goal, speed. */
export const PlanDetails = memo(function PlanDetails({ state, dispatch, editable, onSaveDescription }: PlanDetailsProps) {
  const t = useT();
  const plan = state.plandata;
  if (!plan) return null;
  const changed = state.descriptionDraft !== plan.description;
  return (
    <div className={cx(layoutStyles.columns, styles.details)}>
      <Card title={t("Plan's Details")}>
        <dl className={cx(textStyles.facts, styles.facts)}>
          <Fact label={t('Code')}>{plan.code}</Fact>
          <Fact label={t('Level')}>{plan.level ? <Badge tone="primary">{plan.level}</Badge> : '—'}</Fact>
          <Fact label={t('Teachers')}>{plan.teachers.map(displayName).join(', ') || '—'}</Fact>
          <Fact label={plan.isGroup ? t('Members') : t('Student')}>
            {plan.isGroup ? <MembersPopup count={plan.members.length} members={resourceOf({ data: plan.members, loading: false, error: null }, reloadNothing)} /> : plan.members.map(displayName).join(', ') || '—'}
          </Fact>
          {/* set by admins on the plan's form (docs/product-rules.md#r-guard-3) */}
          <Fact label={t('New comments are for')}>{t(AUDIENCE_LABELS[plan.commentAudience])}</Fact>
          <Fact label={t('Guardians may answer progress questions')}>{plan.guardiansAnswer ? t('Yes') : t('No')}</Fact>
        </dl>
        {editable ? (
          <div className={cx(layoutStyles.stack, styles.description)}>
            <TextAreaField
              label={t('Description')}
              rows={4}
              maxLength={DESCRIPTION.maxLength}
              value={state.descriptionDraft}
              error={state.updateFailed ? errorMessage(state.updateError) : undefined}
              onChange={(event) => dispatch({ type: 'description/edited', text: event.target.value })}
            />
            <Button size="sm" variant="primary" disabled={!changed} loading={state.updatingDescription} onClick={onSaveDescription}>
              {t('Save description')}
            </Button>
          </div>
        ) : (
          <p className={textStyles.text}>{plan.description || t('No description yet.')}</p>
        )}
      </Card>
      <Card title={t('Goal')}>
        <p className={textStyles.text}>{plan.goal || t('No goal set yet.')}</p>
      </Card>
      <Card title={t('Speed')}>
        <SpeedSummary speed={state.speed} failed={Boolean(state.speedError) && !state.speed} />
      </Card>
    </div>
  );
});
