import type { MailKind } from '@studydesk/shared/contracts';

/**
 * One kind of scheduled mail being turned on or off (docs/product-rules.md#r-mail-2), on the
 * opt-out page and on the profile: the last answer of the server, the change in flight, and
 * the last failure. A failed change keeps what the server last said, so nothing shows a
 * choice that was not saved.
 */
export interface MailSwitchState {
  on: Readonly<Partial<Record<MailKind, boolean>>>;
  saving: MailKind | null;
  error: string | null;
}

export type MailSwitchAction =
  | { type: 'loaded'; preferences: readonly { kind: MailKind; on: boolean }[] }
  | { type: 'saveRequested'; kind: MailKind }
  | { type: 'saveSucceeded'; preferences: readonly { kind: MailKind; on: boolean }[] }
  | { type: 'saveFailed'; error: string };

export const initialMailSwitchState: MailSwitchState = { on: {}, saving: null, error: null };

const byKind = (preferences: readonly { kind: MailKind; on: boolean }[]) =>
  Object.fromEntries(preferences.map((preference) => [preference.kind, preference.on])) as Partial<Record<MailKind, boolean>>;

export function mailSwitchReducer(state: MailSwitchState, action: MailSwitchAction): MailSwitchState {
  switch (action.type) {
    case 'loaded':
      return state.saving ? state : { ...state, on: byKind(action.preferences) };
    case 'saveRequested':
      // One change at a time: a second click while one is in flight is ignored.
      return state.saving ? state : { ...state, saving: action.kind, error: null };
    case 'saveSucceeded':
      return { on: { ...state.on, ...byKind(action.preferences) }, saving: null, error: null };
    case 'saveFailed':
      return { ...state, saving: null, error: action.error };
  }
}
