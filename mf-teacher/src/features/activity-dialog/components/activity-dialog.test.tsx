import { act, render, screen } from '@testing-library/react';
import { anActivity } from '../../../test/builders';
import { nextPaint } from '../model/use-after-paint';
import { useActivityDialog, type ActivityDialogListener } from '../model/use-activity-dialog';
import { ActivityDialog } from './activity-dialog';

const listener: ActivityDialogListener = { onSaved: jest.fn(), onDeleted: jest.fn(), onCommentAdded: jest.fn(), ownEvents: new WeakSet() };
let api: ReturnType<typeof useActivityDialog>;

function Page() {
  api = useActivityDialog(listener);
  return <ActivityDialog dialog={api} canEdit />;
}

/** The dialog as its first render left it: resolved once a dialog is in the page. */
function firstDialogRender() {
  return new Promise<Record<string, unknown>>((resolve) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      observer.disconnect();
      resolve({
        heading: dialog.querySelector('h2')?.textContent,
        preview: dialog.querySelector('[data-testid="activity-preview"]')?.textContent ?? null,
        save: [...dialog.querySelectorAll('button')].some((button) => button.textContent === 'Save'),
        title: dialog.querySelector('input') !== null,
        busy: dialog.querySelector('[data-testid="activity-dialog"]')?.getAttribute('aria-busy'),
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

describe('the activity dialog shows at once, its editors a frame later (docs/product-rules.md#r-dialog-1)', () => {
  it('opens with the activity as text and its buttons, then the form takes its place', async () => {
    render(<Page />);
    // what the dialog's first render put on the page, however soon the editors' code is in
    const first = firstDialogRender();
    await act(async () => {
      api.open(3, anActivity({ id: 7, lessonTitle: 'Modal verbs', lessonLength: 1.5 }));
      await nextPaint();
    });
    const dialog = screen.getByRole('dialog');
    expect(await first).toEqual({ heading: 'Edit activity', preview: expect.stringContaining('Modal verbs'), save: true, title: false, busy: 'true' });

    const title = (await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement;
    expect(title.value).toBe('Modal verbs');
    expect(screen.queryByTestId('activity-preview')).toBeNull();
    expect(screen.getByTestId('activity-dialog').getAttribute('aria-busy')).toBe('false');
    expect(dialog.isConnected).toBe(true);
  });

  it('starts from the text again when it is opened anew', async () => {
    render(<Page />);
    await act(async () => {
      api.open(3, anActivity({ id: 7, lessonTitle: 'Modal verbs' }));
      await nextPaint();
    });
    await screen.findByRole('textbox', { name: 'Title' });
    act(() => api.close());
    expect(screen.queryByRole('dialog')).toBeNull();
    // read as the dialog's first render left it: its editors may follow before the test's
    // own frame does (both wait for the same paint)
    const first = firstDialogRender();
    await act(async () => {
      api.open(3, anActivity({ id: 8, lessonTitle: 'Reported speech' }));
      await nextPaint();
    });
    expect(await first).toMatchObject({ preview: expect.stringContaining('Reported speech'), title: false, busy: 'true' });
    expect(((await screen.findByRole('textbox', { name: 'Title' })) as HTMLInputElement).value).toBe('Reported speech');
  });
});
