export { StudyPlanPage } from './study-plan-view-page';
export { StudyPlanView } from './components/study-plan-view';
export { MembersPopup } from './components/members-popup';
export { ForecastBadge } from './components/forecast-badge';
export { useForecasts } from './model/use-forecasts';
export { AtRiskBadge } from './components/at-risk-badge';
export { useOpenAlertCounts } from './model/use-absence-alerts';
