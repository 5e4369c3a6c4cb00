import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  buildExample,
  type ExampleServer,
  installExample,
  packUi,
  removeDir,
  startExample,
  typecheckExample,
} from './exampleApp';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the example's two builds are served, and what its type check printed. */
    viteSsrExample: { production: string; development: string; typecheck: string };
  }
}

/**
 * Packs @lense/ui, installs the Vite SSR example from the tarball outside the workspace, type-checks it,
 * builds it twice (production, and with React's development build) and serves both builds.
 */
export default async function setup(project: TestProject) {
  const packDir = mkdtempSync(join(tmpdir(), 'lense-ui-pack-'));
  const apps: string[] = [];
  const servers: ExampleServer[] = [];
  const teardown = () => {
    for (const server of servers) server.stop();
    for (const dir of [packDir, ...apps]) removeDir(dir);
  };
  try {
    const tarball = packUi(packDir);
    const serve = async (nodeEnv: 'production' | 'development') => {
      const app = installExample(tarball);
      apps.push(app);
      buildExample(app, nodeEnv);
      const server = await startExample(app, nodeEnv);
      servers.push(server);
      return { app, url: server.url };
    };
    const production = await serve('production');
    const development = await serve('development');
    const typecheck = typecheckExample(production.app);
    project.provide('viteSsrExample', {
      production: production.url,
      development: development.url,
      typecheck,
    });
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
