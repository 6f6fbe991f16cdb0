import type { StudyPlanRow } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Avatar, Badge, Dialog, layoutStyles } from '@studydesk/shared/ui';
import styles from './groups.module.css';

export interface MembersDialogProps {
  group: StudyPlanRow | null;
  onClose: () => void;
}

/** The member list a group's member count opens (docs/product-rules.md#r-group-1). */
export function MembersDialog({ group, onClose }: MembersDialogProps) {
  const t = useT();
  return (
    <Dialog open={group !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={group ? t('Members of {title}', { title: group.title }) : ''} size="sm">
      {group && group.members.length === 0 ? <p className={styles.muted}>{t('This group has no members yet')}</p> : null}
      <ul className={layoutStyles.list}>
        {group?.members.map((member) => (
          <li key={member.id} className={layoutStyles.row}>
            <Avatar user={member} size="sm" />
            <span>{displayName(member)}</span>
            {member.isArchived ? <Badge>{t('Archived')}</Badge> : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
