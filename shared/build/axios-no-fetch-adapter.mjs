// Stands in for axios's fetch adapter (lib/adapters/fetch.js) in the browser builds.
//
// axios picks the first adapter the environment supports from ['xhr', 'http', 'fetch'],
// and every browser has XMLHttpRequest, so the API client always sends through the xhr
// adapter and never the fetch one, which would still be built in (some KB of the chunk).
// The client sets no adapter by name; one asking for 'fetch' would be told it is not
// supported, as axios answers for an adapter the environment lacks.
export const getFetch = () => false;

export default false;
