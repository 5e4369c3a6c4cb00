// A render in jsdom from ES modules: the window first, then every entry point with import().
import { JSDOM } from 'jsdom';
import scenario from './scenario.cjs';

scenario.installDom(JSDOM);
const [core, hooks, mocks, manifest, react, reactDomClient] = await Promise.all([
  import('@lense/api-client'),
  import('@lense/api-client/hooks'),
  import('@lense/api-client/mocks'),
  import('@lense/api-client/package.json', { with: { type: 'json' } }),
  import('react'),
  import('react-dom/client'),
]);
scenario.report(
  scenario.browserRender({ core, hooks, mocks, manifest: manifest.default, react, reactDomClient }),
);
