import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiClient } from '@studydesk/shared/api-client';
import { authState$, dispatchAuth, initialAuthState, type SessionUser } from '@studydesk/shared/session';
import { CommentForm } from './comment-form';

const person = (id: number, profile: SessionUser['profile']): SessionUser => ({
  id, firstName: 'Tom', lastName: 'T', email: `u${id}@example.com`, profilepic: null, title: '', language: 'en', studyplan: null, profile,
  isArchived: false, hasPassword: true, invitation: 'accepted', lastLesson: null,
});

function signIn(profile: SessionUser['profile']) {
  authState$.next(initialAuthState);
  dispatchAuth({ type: 'login/succeeded', profile: person(4, profile) });
}

async function write(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Add a comment' }), { target: { value: text } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
  });
}

// docs/product-rules.md#r-comment-1: who reads a comment is chosen where it is written
describe('CommentForm', () => {
  const post = jest.spyOn(apiClient, 'post');
  beforeEach(() => {
    post.mockReset();
    post.mockResolvedValue({ data: { studyPlan: { id: 3, commentAudience: 'guardians', guardiansAnswer: false } } });
  });

  it("offers a teacher the audiences, preset to the plan's default, and sends the one chosen", async () => {
    signIn('teacher');
    const onAdd = jest.fn().mockResolvedValue(true);
    render(<CommentForm planId={3} activityId={7} adding={false} onAdd={onAdd} />);
    const select = screen.getByRole('combobox', { name: 'Who will read your comment' }) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('guardians'));
    expect([...select.options].map((option) => option.textContent)).toEqual(['Staff only', 'Student and guardians', 'Guardians only']);
    expect(post).toHaveBeenCalledWith('/v1/studyplan/summary', { id: 3 }, expect.anything());

    // the default untouched: the server applies it
    await write('Homework done');
    expect(onAdd).toHaveBeenLastCalledWith('Homework done', undefined);
    fireEvent.change(select, { target: { value: 'staff' } });
    await write('Talk to the office about fees');
    expect(onAdd).toHaveBeenLastCalledWith('Talk to the office about fees', 'staff');
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text when the comment was not added', async () => {
    signIn('admin');
    render(<CommentForm planId={3} activityId={7} adding={false} onAdd={jest.fn().mockResolvedValue(false)} />);
    await write('Try again');
    expect((screen.getByRole('textbox', { name: 'Add a comment' }) as HTMLTextAreaElement).value).toBe('Try again');
  });

  it('gives a student no choice: their comment is for the student audience, and the plan is not loaded', async () => {
    signIn('student');
    const onAdd = jest.fn().mockResolvedValue(true);
    render(<CommentForm planId={3} activityId={7} adding={false} onAdd={onAdd} />);
    expect(screen.queryByRole('combobox', { name: 'Who will read your comment' })).toBeNull();
    await write('Thank you');
    expect(onAdd).toHaveBeenLastCalledWith('Thank you', undefined);
    expect(post).not.toHaveBeenCalled();
  });
});
