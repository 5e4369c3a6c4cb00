// A render in jsdom from CommonJS: the window first, then every entry point with require().
const { JSDOM } = require('jsdom');
const { browserRender, installDom, report } = require('./scenario.cjs');

installDom(JSDOM);
report(
  browserRender({
    core: require('@lense/api-client'),
    hooks: require('@lense/api-client/hooks'),
    mocks: require('@lense/api-client/mocks'),
    manifest: require('@lense/api-client/package.json'),
    react: require('react'),
    reactDomClient: require('react-dom/client'),
  }),
);
