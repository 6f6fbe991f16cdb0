import type { UserDto } from '@studydesk/shared/contracts';
import { useT } from '@studydesk/shared/i18n';
import { displayName } from '@studydesk/shared/text';
import { Button, Dialog, ResourceContent } from '@studydesk/shared/ui';
import { PeoplePicker } from '../../study-plans';
import { useLinkedStudents } from '../model/use-linked-students';

export interface LinkedStudentsDialogProps {
  /** the guardian whose links are edited; null: closed */
  guardian: UserDto | null;
  returnFocusTo?: HTMLElement | null;
  onClose: () => void;
}

/** Link students to a guardian and unlink them; each change is saved at once (docs/product-rules.md#r-guard-1). */
export function LinkedStudentsDialog({ guardian, returnFocusTo, onClose }: LinkedStudentsDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={guardian !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={guardian ? t('Students of {name}', { name: displayName(guardian) || guardian.email }) : ''}
      description={t('A guardian reads the study plans, lessons, calendar and progress of these students, and changes nothing.')}
      returnFocusTo={returnFocusTo}
      size="lg"
      footer={<Button onClick={onClose}>{t('Done')}</Button>}
    >
      {guardian ? <LinkedStudents guardianId={guardian.id} /> : null}
    </Dialog>
  );
}

function LinkedStudents({ guardianId }: { guardianId: number }) {
  const t = useT();
  const { loaded, students, error, link, unlink } = useLinkedStudents(guardianId);
  return (
    <ResourceContent resource={loaded} compact={false}>
      {() => (
        <PeoplePicker
          label={t('Linked students')}
          addLabel={t('Link students')}
          profile="student"
          people={students}
          onAdd={(student) => void link(student)}
          onRemove={(studentId) => void unlink(studentId)}
          error={error ?? undefined}
        />
      )}
    </ResourceContent>
  );
}
