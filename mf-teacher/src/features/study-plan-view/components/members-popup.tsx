import type { PlanPerson } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Button, cx, layoutStyles, Popover, Spinner, textStyles } from '@studydesk/shared/ui';
import styles from './study-plan-view.module.css';

export interface MembersPopupProps {
  /** the member count the button shows */
  count: number;
  /** the members; null while they load (the dashboard loads them on opening) */
  members: readonly PlanPerson[] | null;
  /** why they could not be loaded */
  error?: string | null;
  onOpenChange?: (open: boolean) => void;
}

/** The member list a group's member count opens (docs/product-rules.md#r-group-1). */
export function MembersPopup({ count, members, error, onOpenChange }: MembersPopupProps) {
  const t = useT();
  return (
    <Popover
      label={t('Members')}
      onOpenChange={onOpenChange}
      trigger={
        <Button variant="ghost" size="sm">
          {t('{count, plural, one {# member} other {# members}}', { count })}
        </Button>
      }
    >
      <div data-testid="members-popup">
        {members === null ? (
          error ? (
            <p className={textStyles.muted}>{error}</p>
          ) : (
            <Spinner label={t('Loading members')} />
          )
        ) : members.length === 0 ? (
          <p className={textStyles.muted}>{t('This group has no members yet')}</p>
        ) : (
          <ul className={cx(layoutStyles.list, styles.people)} aria-label={t('Members')}>
            {members.map((member) => (
              <li key={member.id} className={layoutStyles.row}>
                <Avatar user={member} size="sm" />
                <span>{displayName(member)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Popover>
  );
}
