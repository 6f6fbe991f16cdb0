import { memo } from 'react';
import { navigateToUrl } from 'single-spa';
import { useT } from '@studydesk/shared/i18n';
import { retentionPath } from '@studydesk/shared/routes';
import { Button, cx, PageHeader, textStyles } from '@studydesk/shared/ui';
import styles from './study-plan-view.module.css';

export interface PlanHeaderProps {
  planId: number;
  title: string;
  subtitle: string;
  level: 1 | 2;
  role: 'admin' | 'teacher';
  /** the viewer may change the plan: the Retention link and New activity */
  canEdit: boolean;
  onNewActivity: (planId: number) => void;
}

/**
 * The plan's title and its actions. Memoised: opening the activity dialog re-renders the
 * view that holds the dialog's state, and the header (with its links and buttons) was
 * drawn again with it before the dialog's first frame.
 */
export const PlanHeader = memo(function PlanHeader({ planId, title, subtitle, level, role, canEdit, onNewActivity }: PlanHeaderProps) {
  const t = useT();
  const retention = retentionPath(role, planId);
  return (
    <PageHeader
      level={level}
      title={title}
      subtitle={subtitle}
      actions={
        canEdit ? (
          <>
            <a className={cx(textStyles.link, styles.link)} href={retention} onClick={(event) => {
                event.preventDefault();
                navigateToUrl(retention);
              }}>
              {t('Retention')}
            </a>
            <Button variant="primary" onClick={() => onNewActivity(planId)}>
              {t('New activity')}
            </Button>
          </>
        ) : null
      }
    />
  );
});
