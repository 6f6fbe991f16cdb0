export { useResource } from './use-resource';
export type { ResourceOptions, ResourceState } from './use-resource';
export { useSave } from './use-save';
export { loadSiteTimeZone, watchSiteTimeZone } from './site-time-zone';
export { useSiteTimeZone } from '@studydesk/shared/time-zone';
export { FALLBACK_LANGUAGES, getLanguageList, languageListFrom, withCurrentLanguage } from './languages';
export { useLanguageList } from './use-language-list';
export { loadStudyPlanSpeed, loadStudyPlanSummary } from './study-plan';
