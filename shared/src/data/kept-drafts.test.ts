import { act, renderHook } from '@testing-library/react';
import { dropDraft, keepDraft, keptDraft, openDraftStorage, useKeptText } from './kept-drafts';

describe('drafts kept in the tab (docs/architecture.md#version-skew)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps a value under its key until dropped', () => {
    keepDraft('activity:12', { description: 'Past tense' });
    expect(keptDraft('activity:12')).toEqual({ description: 'Past tense' });
    expect(keptDraft('activity:13')).toBeNull();
    dropDraft('activity:12');
    expect(keptDraft('activity:12')).toBeNull();
  });

  it('gives a text field back what was typed before a reload, and keeps nothing once it is emptied', () => {
    const first = renderHook(() => useKeptText('comment:7'));
    act(() => first.result.current[1]('Went well'));
    first.unmount();
    const again = renderHook(() => useKeptText('comment:7'));
    expect(again.result.current[0]).toBe('Went well');
    act(() => again.result.current[1](''));
    expect(keptDraft('comment:7')).toBeNull();
  });

  it('opens the storage ahead without changing what it holds', () => {
    keepDraft('activity:12', { description: 'Past tense' });
    const read = jest.spyOn(Storage.prototype, 'getItem');
    openDraftStorage();
    expect(read).toHaveBeenCalledTimes(1);
    read.mockRestore();
    expect(window.sessionStorage.length).toBe(1);
    expect(keptDraft('activity:12')).toEqual({ description: 'Past tense' });
  });
});
