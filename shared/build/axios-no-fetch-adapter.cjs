/**
 * A webpack loader that gives axios's fetch adapter (lib/adapters/fetch.js) this source
 * instead of its own in the browser builds.
 *
 * axios picks the first adapter the environment supports from ['xhr', 'http', 'fetch'],
 * and every browser has XMLHttpRequest, so the API client always sends through the xhr
 * adapter and never the fetch one, which would still be built in. The client sets no
 * adapter by name; one asking for 'fetch' would be told it is not supported, as axios
 * answers for an adapter the environment lacks. A loader rather than a module put in its
 * place: the module keeps its path under node_modules, so it stays in axios's one chunk.
 */
module.exports = function axiosNoFetchAdapter() {
  return 'export const getFetch = () => false;\nexport default false;\n';
};
