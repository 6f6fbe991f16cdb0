import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
      trigger={<Button>Edit activity</Button>}
      title="Edit activity"
      description="Change the lesson details."
      footer={<Button variant="primary">Save</Button>}
    >
      <input aria-label="Lesson title" defaultValue="Past simple" />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens named by its title and described by its description', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit activity' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit activity' });
    const describedBy = dialog.getAttribute('aria-describedby') as string;
    expect(document.getElementById(describedBy)?.textContent).toBe('Change the lesson details.');
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Edit activity' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its Close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit activity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit activity' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('gives focus back to the button that opened it from state (no trigger)', async () => {
    function FromState() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Add student</Button>
          <Dialog open={open} onOpenChange={setOpen} title="Add student">
            <input aria-label="First name" />
          </Dialog>
        </>
      );
    }
    render(<FromState />);
    const opener = screen.getByRole('button', { name: 'Add student' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to returnFocusTo when the control that opened it is gone', async () => {
    function FromMenu() {
      const [open, setOpen] = useState(false);
      const [menu, setMenu] = useState(true);
      const [fallback, setFallback] = useState<HTMLElement | null>(null);
      const [opener, setOpener] = useState<HTMLElement | null>(null);
      return (
        <>
          <button ref={setFallback}>More actions</button>
          {menu ? (
            <button
              onClick={() => {
                setMenu(false);
                setOpen(true);
                setOpener(fallback);
              }}
            >
              Archive
            </button>
          ) : null}
          {/* the caller forgets the opener in the same update that closes the dialog */}
          <Dialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) setOpener(null);
            }}
            title="Archive?"
            returnFocusTo={opener}
          >
            <Button>Archive</Button>
          </Dialog>
        </>
      );
    }
    render(<FromMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Archive' }));
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions' }));
  });

  it('stays open when a toast above it is clicked', async () => {
    render(
      <>
        <Harness />
        <div data-toast-host="">
          <button>Dismiss</button>
        </div>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit activity' }));
    const dismiss = document.querySelector('[data-toast-host] button') as HTMLElement;
    await userEvent.click(dismiss, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('hides the page behind from screen readers and stops it scrolling while open, and gives both back on close', async () => {
    render(
      <>
        <main>Plan view</main>
        <Harness />
      </>,
    );
    const page = screen.getByRole('main');
    await userEvent.click(screen.getByRole('button', { name: 'Edit activity' }));
    expect(page.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('dialog').closest('[aria-hidden="true"]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(page.closest('[aria-hidden="true"]')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes on a click outside it, unless told to stay open (a form with unsaved input)', async () => {
    function Outside({ closeOnOutsideClick }: { closeOnOutsideClick: boolean }) {
      const [open, setOpen] = useState(true);
      return (
        <Dialog open={open} onOpenChange={setOpen} title="Add student" closeOnOutsideClick={closeOnOutsideClick}>
          <input aria-label="First name" />
        </Dialog>
      );
    }
    const { unmount } = render(<Outside closeOnOutsideClick={false} />);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).not.toBeNull();
    unmount();
    render(<Outside closeOnOutsideClick />);
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
