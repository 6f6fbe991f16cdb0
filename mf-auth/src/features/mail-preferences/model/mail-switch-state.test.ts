import { initialMailSwitchState, mailSwitchReducer, type MailSwitchState } from './mail-switch-state';

describe('docs/product-rules.md#r-mail-2 turning a kind of mail on or off', () => {
  const loaded = mailSwitchReducer(initialMailSwitchState, { type: 'loaded', preferences: [{ kind: 'lesson-reminder', on: true }] });

  it('shows what the server says', () => {
    expect(loaded.on).toEqual({ 'lesson-reminder': true });
  });

  it('takes the saved choice once the server answers', () => {
    const saving = mailSwitchReducer(loaded, { type: 'saveRequested', kind: 'lesson-reminder' });
    expect(saving.saving).toBe('lesson-reminder');
    const saved = mailSwitchReducer(saving, { type: 'saveSucceeded', preferences: [{ kind: 'lesson-reminder', on: false }] });
    expect(saved).toEqual({ on: { 'lesson-reminder': false }, saving: null, error: null });
  });

  it('keeps the last saved choice and says why when saving fails', () => {
    const saving = mailSwitchReducer(loaded, { type: 'saveRequested', kind: 'lesson-reminder' });
    const failed = mailSwitchReducer(saving, { type: 'saveFailed', error: 'Network Error' });
    expect(failed).toEqual({ on: { 'lesson-reminder': true }, saving: null, error: 'Network Error' });
  });

  it('ignores a second change while one is in flight, and a reload that would hide it', () => {
    const saving: MailSwitchState = mailSwitchReducer(loaded, { type: 'saveRequested', kind: 'lesson-reminder' });
    expect(mailSwitchReducer(saving, { type: 'saveRequested', kind: 'teacher-digest' })).toBe(saving);
    expect(mailSwitchReducer(saving, { type: 'loaded', preferences: [] })).toBe(saving);
  });

  it('clears the last failure when trying again', () => {
    const failed = mailSwitchReducer(loaded, { type: 'saveFailed', error: 'Network Error' });
    expect(mailSwitchReducer(failed, { type: 'saveRequested', kind: 'lesson-reminder' }).error).toBeNull();
  });
});
