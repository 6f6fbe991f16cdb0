import { useState } from 'react';
import { loadStudyPlanSummary, useResource } from '@studydesk/shared/data';
import { MembersPopup } from '../../study-plan-view';

/** A group's 'N member(s)' on the dashboard: the member list popup, loaded when it first opens. */
export function PlanMembers({ planId, count }: { planId: number; count: number }) {
  const [opened, setOpened] = useState(false);
  const members = useResource(`plan-members:${planId}`, async (signal) => (await loadStudyPlanSummary(planId, signal)).members, { enabled: opened });
  return (
    <MembersPopup
      count={count}
      members={members}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
    />
  );
}
