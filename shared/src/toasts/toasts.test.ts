import { dismissToast, runToastAction, toast, toasts$ } from './toasts';

describe('undoable toasts', () => {
  afterEach(() => toasts$.next([]));

  it('shows the message with its Undo action; going without it commits', () => {
    const undo = jest.fn();
    const commit = jest.fn();
    const shown = toast.undoable('Flashcard deleted', 'Undo', { undo, commit });
    expect(toasts$.getValue()[0]).toMatchObject({ message: 'Flashcard deleted', action: { label: 'Undo' } });
    dismissToast(shown.id);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(undo).not.toHaveBeenCalled();
    dismissToast(shown.id); // already gone: nothing runs twice
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('Undo undoes, closes the toast and never commits', () => {
    const undo = jest.fn();
    const commit = jest.fn();
    const shown = toast.undoable('Flashcard deleted', 'Undo', { undo, commit });
    runToastAction(shown.id);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(commit).not.toHaveBeenCalled();
    expect(toasts$.getValue()).toEqual([]);
  });
});
