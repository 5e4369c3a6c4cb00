// Server rendering from CommonJS: every entry point with require().
const { report, serverRender } = require('./scenario.cjs');

report(
  serverRender({
    core: require('@lense/api-client'),
    hooks: require('@lense/api-client/hooks'),
    mocks: require('@lense/api-client/mocks'),
    manifest: require('@lense/api-client/package.json'),
    react: require('react'),
    reactDomServer: require('react-dom/server'),
    swr: require('swr'),
    swrInfinite: require('swr/infinite'),
    mswNode: require('msw/node'),
  }),
);
