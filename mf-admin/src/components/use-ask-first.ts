import { useRef, useState } from 'react';
import { useSave } from '@studydesk/shared/data';

/**
 * An action that asks first (`ConfirmDialog`): the button that opens the question, the
 * question's state and the run itself. A failure is told in a toast and keeps the question
 * open, so the admin can try again or cancel; a success closes it.
 */
export function useAskFirst(run: () => Promise<void>) {
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { saving, save } = useSave();
  const confirm = () =>
    void save(async () => {
      await run();
      setAsking(false);
    });
  return {
    /** the button that asks, where focus returns */
    opener,
    busy: saving,
    ask: () => setAsking(true),
    /** the ConfirmDialog's state and answers */
    dialog: { open: asking, busy: saving, onConfirm: confirm, onCancel: () => setAsking(false), returnFocusTo: opener.current },
  };
}
