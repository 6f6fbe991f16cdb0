import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Flashcard } from '@studydesk/shared/contracts';
import { FlashcardItem } from './flashcard-item';

const card = (back: string): Flashcard => ({
  id: 7,
  kind: 'term',
  front: 'overdraft',
  back,
  sourceSentence: 'We have an overdraft.',
  activityId: null,
  lessonTitle: null,
  reason: { rank: 4000, level: 'B2' },
});

function renderItem(back: string) {
  const onApprove = jest.fn();
  const onSave = jest.fn(async () => true);
  render(<FlashcardItem item={{ card: card(back), busy: null, failed: false, error: null }} onSave={onSave} onRegenerate={jest.fn()} onApprove={onApprove} onDelete={jest.fn()} />);
  return { onApprove, onSave };
}

describe('FlashcardItem (docs/product-rules.md#r-ret-5)', () => {
  it('a card without a meaning cannot be approved: Approve is disabled and says why', () => {
    const { onApprove } = renderItem('  ');
    const approve = screen.getByRole<HTMLButtonElement>('button', { name: 'Approve' });
    expect(approve.disabled).toBe(true);
    expect(document.getElementById(approve.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Write the meaning first/);
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('editing a card without a meaning puts the keyboard on its back', async () => {
    const { onSave } = renderItem('');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Back' }));
    await userEvent.keyboard('descubierto');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ front: 'overdraft', back: 'descubierto' });
  });

  it('a card with a meaning is approved with one click', async () => {
    const { onApprove } = renderItem('descubierto');
    expect(screen.queryByText(/Write the meaning first/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
  });
});
