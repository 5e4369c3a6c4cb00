// The mocks through require(): msw 3 is ES modules only, so this needs Node's require(esm) (Node 22.12+)
// and, in TypeScript, `module: nodenext` (node16 refuses to require an ES module).
import core = require('@lense/api-client');
import mocks = require('@lense/api-client/mocks');

module.exports = core.createLenseClient({
  baseUrl: 'https://api.lense.test/api',
  session: core.createSessionStore(),
  fetch: mocks.createMockFetch([mocks.lenseMocks.spaces({ variant: 'empty' })]),
});
