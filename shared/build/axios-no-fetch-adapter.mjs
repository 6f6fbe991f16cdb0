// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds.
//
// axios picks the first adapter the environment supports from ['xhr', 'http', 'fetch'],
// and every browser has XMLHttpRequest, so the front ends always use the xhr adapter and
// never the fetch one, which was still built in (about 5 KB gzip on the first load).
// The API client sets no `adapter`; one asking for 'fetch' would be told it is not
// supported, as axios answers for an adapter the environment lacks.
export const getFetch = () => false;

export default false;
