import type { Message } from '@studydesk/shared/i18n';
import { checkPicture } from '@studydesk/shared/contracts';
import type { ProfileErrors, ProfileValues } from './profile-rules';

type TextField = Exclude<keyof ProfileValues, 'language'>;

export interface ProfileFormState {
  /** what the form shows, edits included */
  values: ProfileValues;
  /** the user as last saved (from the session bus) */
  saved: ProfileValues;
  /** a newly chosen picture, not yet saved */
  picture: File | null;
  /** the saved picture is to be removed on save */
  removePicture: boolean;
  pictureError: Message | null;
  errors: ProfileErrors;
  saving: boolean;
  /** the server's message of the last failed save */
  saveError: string | null;
  /** a language change is on its way to the server */
  languageSaving: boolean;
  languageError: string | null;
}

export type ProfileFormAction =
  | { type: 'edited'; field: TextField; value: string }
  | { type: 'pictureChosen'; file: File }
  | { type: 'pictureDiscarded' }
  | { type: 'pictureRemoved' }
  | { type: 'validationFailed'; errors: ProfileErrors }
  | { type: 'saveRequested' }
  | { type: 'saveSucceeded'; saved: ProfileValues }
  | { type: 'saveFailed'; error: string }
  | { type: 'languageRequested'; language: string }
  | { type: 'languageSucceeded'; language: string }
  | { type: 'languageFailed'; error: string }
  | { type: 'synced'; saved: ProfileValues };

export function initialProfileForm(saved: ProfileValues): ProfileFormState {
  return {
    values: saved,
    saved,
    picture: null,
    removePicture: false,
    pictureError: null,
    errors: {},
    saving: false,
    saveError: null,
    languageSaving: false,
    languageError: null,
  };
}

/** What is typed in the form and not saved, kept in the tab until saved (docs/architecture.md#version-skew). */
export interface KeptProfile {
  /** the saved values it was typed over: a draft over other values is not put back */
  saved: ProfileValues;
  values: ProfileValues;
}

/** The form as it opens: with the draft a reload left, when it was typed over the same saved values. */
export function restoredProfileForm(saved: ProfileValues, kept: KeptProfile | null): ProfileFormState {
  const form = initialProfileForm(saved);
  const same = kept !== null && (Object.keys(saved) as (keyof ProfileValues)[]).every((key) => kept.saved[key] === saved[key]);
  return same ? { ...form, values: { ...saved, ...kept.values } } : form;
}

/** Fields the user has not touched follow the new saved values; edits in progress stay. */
function mergeSaved(values: ProfileValues, oldSaved: ProfileValues, newSaved: ProfileValues): ProfileValues {
  const merged = { ...values };
  for (const key of Object.keys(newSaved) as (keyof ProfileValues)[]) {
    if (values[key] === oldSaved[key]) merged[key] = newSaved[key];
  }
  return merged;
}

export function profileFormReducer(state: ProfileFormState, action: ProfileFormAction): ProfileFormState {
  switch (action.type) {
    case 'edited': {
      const { [action.field]: _cleared, ...errors } = state.errors;
      return { ...state, values: { ...state.values, [action.field]: action.value }, errors };
    }
    case 'pictureChosen': {
      // A refused file leaves the previous choice in place, so nothing the user had is lost.
      const problem = checkPicture(action.file);
      if (problem) return { ...state, pictureError: problem };
      return { ...state, picture: action.file, removePicture: false, pictureError: null };
    }
    case 'pictureDiscarded':
      // undoes any picture change: a new choice or a removal
      return { ...state, picture: null, removePicture: false, pictureError: null };
    case 'pictureRemoved':
      return { ...state, picture: null, removePicture: true, pictureError: null };
    case 'validationFailed':
      return { ...state, errors: action.errors };
    case 'saveRequested':
      return { ...state, saving: true, saveError: null, errors: {} };
    case 'saveSucceeded':
      return { ...initialProfileForm(action.saved) };
    case 'saveFailed':
      // the form keeps every edit and the chosen picture; only the error is added
      return { ...state, saving: false, saveError: action.error };
    case 'languageRequested':
      return { ...state, values: { ...state.values, language: action.language }, languageSaving: true, languageError: null };
    case 'languageSucceeded':
      return {
        ...state,
        saved: { ...state.saved, language: action.language },
        values: { ...state.values, language: action.language },
        languageSaving: false,
      };
    case 'languageFailed':
      // the select goes back to the language still in force
      return { ...state, values: { ...state.values, language: state.saved.language }, languageSaving: false, languageError: action.error };
    case 'synced':
      return { ...state, values: mergeSaved(state.values, state.saved, action.saved), saved: action.saved };
    default:
      return state;
  }
}
