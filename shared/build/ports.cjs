// Development ports, one per deployable, so the split topology and each team's
// standalone dev server never collide. The one-port server uses PORT (8080).
// Remotes take theirs from the remote registry.
const registry = require('../src/remotes/registry.json');

module.exports = {
  shell: 9000,
  ...Object.fromEntries(Object.entries(registry).map(([name, remote]) => [name, remote.port])),
};
