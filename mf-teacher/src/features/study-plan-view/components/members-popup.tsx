import type { PlanPerson } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Button, Popover } from '@studydesk/shared/ui';
import styles from './study-plan-view.module.css';

/** spec §2: "Group study plans show 'N member(s)' opening a member list popup". */
export function MembersPopup({ members }: { members: readonly PlanPerson[] }) {
  const t = useT();
  return (
    <Popover
      label={t('Members')}
      trigger={
        <Button variant="ghost" size="sm">
          {t('{count} member(s)', { count: members.length })}
        </Button>
      }
    >
      <ul className={styles.people} aria-label={t('Members')}>
        {members.map((member) => (
          <li key={member.id} className={styles.person}>
            <Avatar user={member} size="sm" />
            <span>{displayName(member)}</span>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
