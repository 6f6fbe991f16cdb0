export { siteTimeZone$, getSiteTimeZone, setSiteTimeZone, useSiteTimeZone, dayIn } from './site-time-zone';
