import type { PlanPerson } from '@studydesk/shared/contracts';
import type { LoadedResource } from '@studydesk/shared/data';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Button, cx, layoutStyles, Popover, ResourceContent, textStyles } from '@studydesk/shared/ui';
import styles from './study-plan-view.module.css';

export interface MembersPopupProps {
  /** the member count the button shows */
  count: number;
  /** the members (the dashboard loads them on opening) */
  members: LoadedResource<readonly PlanPerson[]>;
  onOpenChange?: (open: boolean) => void;
}

/** The member list a group's member count opens (docs/product-rules.md#r-group-1). */
export function MembersPopup({ count, members, onOpenChange }: MembersPopupProps) {
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
        <ResourceContent resource={members} isEmpty={(people) => people.length === 0} empty={<p className={textStyles.muted}>{t('This group has no members yet')}</p>}>
          {(people) => (
            <ul className={cx(layoutStyles.list, styles.people)} aria-label={t('Members')}>
              {people.map((member) => (
                <li key={member.id} className={layoutStyles.row}>
                  <Avatar user={member} size="sm" />
                  <span>{displayName(member)}</span>
                </li>
              ))}
            </ul>
          )}
        </ResourceContent>
      </div>
    </Popover>
  );
}
