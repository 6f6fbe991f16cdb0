import { act, render, screen } from '@testing-library/react';
import { NewVersionPrompt } from './new-version-prompt';

describe('the reload prompt of a new version (docs/architecture.md#version-skew)', () => {
  // jsdom cannot reload: the e2e spec version-skew.spec.ts clicks Reload
  it('shows, with its Reload button, once studydesk:new-version is dispatched', () => {
    render(<NewVersionPrompt />);
    expect(screen.queryByTestId('new-version')).toBeNull();
    act(() => void window.dispatchEvent(new CustomEvent('studydesk:new-version')));
    expect(screen.getByTestId('new-version').textContent).toContain('A new version of StudyDesk is available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
