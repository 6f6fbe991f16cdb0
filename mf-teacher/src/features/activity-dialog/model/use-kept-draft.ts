import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ActivityDto } from '@studydesk/shared/contracts';
import { dropDraft, keepDraft, keptDraft, openDraftStorage } from '@studydesk/shared/data';
import { whenIdle } from '@studydesk/shared/ui';
import type { ActivityDialogAction } from './activity-dialog-reducer';
import type { ActivityDraft } from './activity-draft';

/** The typed fields of the dialog a reload must not lose (docs/architecture.md#version-skew). */
const KEPT_FIELDS = ['lessonTitle', 'description', 'type', 'lessonLength', 'difficultyLevel'] as const;
type KeptFields = Partial<Pick<ActivityDraft, (typeof KEPT_FIELDS)[number]>>;

interface Kept {
  /** the version the draft was typed over: a draft of an older version is not put back */
  updatedAt: string | null;
  fields: KeptFields;
}

const keyOf = (id: number | null, studyPlanId: number | null) => `activity:${id ?? `new-${studyPlanId}`}`;

/** The draft kept for this activity, if it was typed over the version the dialog opens now. */
function keptFieldsFor(kept: Kept | null, updatedAt: string | null): KeptFields | null {
  return kept && kept.updatedAt === updatedAt ? kept.fields : null;
}

/**
 * Keeps what is typed in the open activity dialog in the tab's sessionStorage, from the
 * first edit until it is saved or the dialog closed, and puts it back when the same
 * activity (at the same version) opens again, after a reload.
 */
export function useKeptDraft(visible: boolean, activity: ActivityDraft, dispatch: (action: ActivityDialogAction) => void) {
  const edited = useRef(false);
  // opening reads a draft before the dialog's first frame: the storage is ready by then
  useEffect(() => whenIdle(openDraftStorage), []);
  useEffect(() => {
    if (!visible || !edited.current) return;
    const fields = Object.fromEntries(KEPT_FIELDS.map((field) => [field, activity[field]])) as KeptFields;
    keepDraft(keyOf(activity.id, activity.studyPlanId), { updatedAt: activity.updatedAt, fields } satisfies Kept);
  }, [visible, activity]);

  const restore = useCallback(
    (studyPlanId: number, opened?: ActivityDto) => {
      const fields = keptFieldsFor(keptDraft<Kept>(keyOf(opened?.id ?? null, studyPlanId)), opened?.updatedAt ?? null);
      if (!fields) return;
      edited.current = true;
      for (const field of KEPT_FIELDS) {
        if (fields[field] !== undefined) dispatch({ type: 'field/changed', field, value: fields[field] } as ActivityDialogAction);
      }
    },
    [dispatch],
  );
  const latest = useRef(activity);
  latest.current = activity;
  return useMemo(
    () => ({
      restore,
      /** an edit: from now on the draft is kept */
      edited: () => void (edited.current = true),
      /** saved or closed: nothing left to keep */
      drop: (draft: Pick<ActivityDraft, 'id' | 'studyPlanId'> = latest.current) => {
        edited.current = false;
        dropDraft(keyOf(draft.id, draft.studyPlanId));
      },
    }),
    [restore],
  );
}
