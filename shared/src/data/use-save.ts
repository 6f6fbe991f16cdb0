import { useReducer } from 'react';
import { errorMessage } from '@studydesk/shared/api-client';
import { idleSubmission, submissionReducer } from '@studydesk/shared/forms';
import { toast } from '@studydesk/shared/toasts';

/**
 * A form's save, the one way: `save` runs the request and on failure keeps the server's
 * message for the form's `FormError` and shows it as a toast too; what the person typed
 * stays. What a success changes (the saved values, a toast) is the request's own business.
 */
export function useSave() {
  const [submission, dispatch] = useReducer(submissionReducer, idleSubmission);
  const saving = submission.status === 'submitting';

  async function save(request: () => Promise<void>) {
    dispatch({ type: 'submitted' });
    try {
      await request();
      dispatch({ type: 'succeeded' });
    } catch (failure) {
      const message = errorMessage(failure);
      dispatch({ type: 'failed', error: message });
      toast.error(message);
    }
  }

  return { saving, error: submission.error, save };
}
