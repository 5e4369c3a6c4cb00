// Server rendering from ES modules: every entry point with import.
import * as core from '@lense/api-client';
import * as hooks from '@lense/api-client/hooks';
import * as mocks from '@lense/api-client/mocks';
import manifest from '@lense/api-client/package.json' with { type: 'json' };
import * as mswNode from 'msw/node';
import * as react from 'react';
import * as reactDomServer from 'react-dom/server';
import * as swr from 'swr';
import * as swrInfinite from 'swr/infinite';
import scenario from './scenario.cjs';

scenario.report(
  scenario.serverRender({ core, hooks, mocks, manifest, react, reactDomServer, swr, swrInfinite, mswNode }),
);
