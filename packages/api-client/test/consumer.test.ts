import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Uses @lense/api-client the way another team does: the packed tarball, installed with npm into an app
// outside the workspace (nothing resolves through the monorepo's node_modules), with the peers at the
// versions the workspace uses. One install serves every check. `pnpm run test:consumer` builds first.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(packageDir, 'test', 'consumer');
const requireFromPackage = createRequire(join(packageDir, 'package.json'));
const requireFromWorkspace = createRequire(join(packageDir, '..', '..', 'package.json'));

/** Every entry point of package.json `exports`: a new one fails the first test until it is covered here. */
const entries = ['.', './hooks', './mocks', './package.json'];
/** The peers, plus what such an app has beside them: types, and a DOM for the browser render. */
const appDependencies = [
  'react',
  'react-dom',
  'swr',
  'msw',
  'jsdom',
  '@types/react',
  '@types/react-dom',
  '@types/node',
];
const RENAMED = 'Renamed by a consumer';

const exec = promisify(execFile);
let root = '';
let app = '';
let tarball = '';

/** Runs a command; a failure reports its output (the compiler's errors, the script's stack). */
async function run(command: string, args: string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await exec(command, args, { cwd, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`.trim());
  }
}

function installedVersion(name: string): string {
  return JSON.parse(readFileSync(requireFromPackage.resolve(`${name}/package.json`), 'utf8')).version;
}

/** What the app's scripts print (test/consumer/scenario.cjs). */
interface ScriptResult {
  entries: Record<string, unknown>;
  photos: number;
  html?: string;
  loading?: string;
  error?: unknown;
  lines?: string[];
}

const scripts = new Map<string, Promise<ScriptResult>>();

/** Runs one of the app's scripts once (the CJS/ESM comparison reuses the renders' output). */
function script(name: string) {
  let result = scripts.get(name);
  if (!result) {
    result = run(process.execPath, [name], app).then((stdout) => JSON.parse(stdout) as ScriptResult);
    scripts.set(name, result);
  }
  return result;
}

/** The `tsc` of a typescript package: the workspace's (TypeScript 7) or this package's pinned 6.0. */
function tscOf(require: NodeJS.Require): { tsc: string; version: string } {
  const manifestPath = require.resolve('typescript/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return { tsc: join(dirname(manifestPath), manifest.bin.tsc), version: manifest.version };
}

/** A consumer's strictest settings. */
const strict = {
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noImplicitOverride: true,
  noEmit: true,
  jsx: 'react-jsx',
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: ['node'],
};

/**
 * One check per module resolution. The nodenext one also checks every declaration file (no
 * skipLibCheck): it loads both flavours of ours, `.d.ts` through the ES module files and `.d.cts` through
 * the CommonJS ones. The others skip that (it is most of a compiler's time); an entry or a type that does
 * not resolve under them still fails: an unresolved import in the app is an error, and a type that
 * silently became `any` turns its `@ts-expect-error` line into one.
 */
const typeChecks = [
  {
    name: 'nodenext (ESM and CJS, mocks through require), declarations included',
    compiler: tscOf(requireFromWorkspace),
    // nodenext knows Node 22's require(esm): the mocks' CommonJS build requires msw 3, ES modules only.
    options: { module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: false },
    files: ['src/client.tsx', 'src/mocks.ts', 'src/msw-node.ts', 'src/client.cts', 'src/mocks.cts'],
  },
  {
    name: 'bundler',
    compiler: tscOf(requireFromWorkspace),
    options: {
      module: 'ESNext',
      moduleResolution: 'bundler',
      verbatimModuleSyntax: true,
      skipLibCheck: true,
    },
    files: ['src/client.tsx', 'src/mocks.ts', 'src/msw-node.ts'],
  },
  {
    // ES module and CommonJS files of a "type": "module" app: the import and the require conditions.
    name: 'node16 (ESM and CJS)',
    compiler: tscOf(requireFromWorkspace),
    options: { module: 'node16', moduleResolution: 'node16', skipLibCheck: true },
    files: ['src/client.tsx', 'src/mocks.ts', 'src/msw-node.ts', 'src/client.cts'],
  },
  {
    // TypeScript 7 has no node10 resolution; 6.0 still has it (deprecated), like the 5.x of an older app.
    // The core and the hooks only: msw 3's own declarations do not resolve under node10.
    name: 'node (node10, through typesVersions)',
    compiler: tscOf(requireFromPackage),
    options: {
      module: 'CommonJS',
      moduleResolution: 'node10',
      esModuleInterop: true,
      ignoreDeprecations: '6.0',
      skipLibCheck: true,
    },
    files: ['src/client.tsx'],
  },
];

beforeAll(async () => {
  if (!existsSync(join(packageDir, 'dist', 'hooks.cjs'))) {
    throw new Error('No dist/: run `pnpm run test:consumer`, which builds before testing the package.');
  }
  root = mkdtempSync(join(tmpdir(), 'lense-api-client-consumer-'));
  app = join(root, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });

  await run('pnpm', ['pack', '--pack-destination', root], packageDir);
  const packed = readdirSync(root).find((file) => file.endsWith('.tgz'));
  if (!packed) throw new Error('pnpm pack produced no tarball');
  tarball = join(root, packed);

  const dependencies: Record<string, string> = { '@lense/api-client': `file:${tarball}` };
  for (const name of appDependencies) dependencies[name] = installedVersion(name);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'lense-client-consumer', private: true, type: 'module', dependencies }, null, 2),
  );
  for (const file of ['client.tsx', 'client.cts', 'mocks.ts', 'mocks.cts', 'msw-node.ts']) {
    cpSync(join(fixtures, file), join(app, 'src', file));
  }
  for (const file of ['scenario.cjs', 'server.cjs', 'server.mjs', 'browser.cjs', 'browser.mjs']) {
    cpSync(join(fixtures, file), join(app, file));
  }
  typeChecks.forEach(({ options, files }, index) => {
    writeFileSync(
      join(app, `tsconfig.${index}.json`),
      JSON.stringify({ compilerOptions: { ...strict, ...options }, files }, null, 2),
    );
  });
  // From the registry (or npm's cache): what `npm install @lense/api-client swr react …` gives an app.
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--no-package-lock'],
    app,
  );
}, 300_000);

afterAll(() => {
  if (root && !process.env.LENSE_KEEP_CONSUMER) rmSync(root, { recursive: true, force: true });
});

describe('the packed @lense/api-client', () => {
  it('points every export condition at a file in the tarball', async () => {
    const files = new Set((await run('tar', ['-tzf', tarball], root)).split('\n'));
    const manifest = JSON.parse(await run('tar', ['-xzOf', tarball, 'package/package.json'], root));
    const targets = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Object.values(value as object).flatMap(targets);
    const missing = targets(manifest.exports).filter((target) => !files.has(`package/${target.slice(2)}`));
    expect(missing).toEqual([]);
  });

  it('ships the built entries, declarations, README, CHANGELOG and LICENSE, and no sources', async () => {
    const files = (await run('tar', ['-tzf', tarball], root)).split('\n').filter(Boolean);
    for (const entry of ['index', 'hooks', 'mocks']) {
      for (const extension of ['js', 'cjs', 'd.ts', 'd.cts']) {
        expect(files).toContain(`package/dist/${entry}.${extension}`);
      }
    }
    expect(files).toEqual(
      expect.arrayContaining([
        'package/README.md',
        'package/CHANGELOG.md',
        'package/LICENSE',
        'package/package.json',
      ]),
    );
    expect(
      files.filter((file) => file.startsWith('package/src/') || file.startsWith('package/test/')),
    ).toEqual([]);

    const installed = join(app, 'node_modules', '@lense', 'api-client');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.exports)).toEqual(entries);
    // Classic `moduleResolution: node` ignores `exports`: every subpath needs a typesVersions entry.
    const subpaths = entries.filter((entry) => entry.startsWith('./') && entry !== './package.json');
    expect(Object.keys(manifest.typesVersions['*']).sort()).toEqual(
      subpaths.map((entry) => entry.slice(2)).sort(),
    );
    // Bounded peers: a major release of React, SWR or msw is a decision, not an accident.
    for (const [peer, range] of Object.entries(manifest.peerDependencies as Record<string, string>)) {
      expect(range, peer).not.toMatch(/>=?\s*[\d.]+\s*$|\*|^x$|latest/);
    }
    // No Node-mode default import left in the CommonJS build (tsup.config.ts, cjs-default-interop): its
    // `default` would be the whole module, as `(0, import_swr.default) is not a function` showed.
    for (const file of ['index.cjs', 'hooks.cjs', 'mocks.cjs']) {
      const code = readFileSync(join(installed, 'dist', file), 'utf8');
      expect(code.match(/__toESM\(require\([^)]*\), 1\)/g) ?? [], file).toEqual([]);
    }
    // The README is read on the registry: no links relative to the repository.
    const readme = readFileSync(join(installed, 'README.md'), 'utf8');
    expect(readme.match(/\]\((?!https?:\/\/|#)[^)]*\)/g) ?? []).toEqual([]);
    // The hooks are client modules for React Server Components; the core is not.
    for (const file of ['hooks.js', 'hooks.cjs']) {
      expect(readFileSync(join(installed, 'dist', file), 'utf8').startsWith("'use client';"), file).toBe(
        true,
      );
    }
    expect(readFileSync(join(installed, 'dist', 'index.js'), 'utf8')).not.toContain('use client');
  });

  // Concurrently: each compiler run mostly waits on its own process.
  it.concurrent.for(typeChecks.map((check, index) => ({ ...check, index })))(
    'type-checks strictly under moduleResolution $name',
    async ({ compiler, index }, { expect }) => {
      const output = await run(process.execPath, [compiler.tsc, '-p', `tsconfig.${index}.json`], app);
      expect(output, `tsc ${compiler.version}`).toBe('');
    },
  );

  describe.each(['cjs', 'mjs'])('from %s', (extension) => {
    it('server-renders the hooks with data read through the client from msw/node', async () => {
      const result = await script(`server.${extension}`);
      expect(Object.keys(result.entries)).toEqual(entries);
      expect(result.entries['.']).toEqual(
        expect.arrayContaining(['createLenseClient', 'ApiError', 'isApiError']),
      );
      expect(result.entries['./hooks']).toEqual(
        expect.arrayContaining([
          'LenseClientProvider',
          'useSpace',
          'useSpaces',
          'usePhotoFeed',
          'useUpdateSpace',
        ]),
      );
      expect(result.entries['./mocks']).toEqual(
        expect.arrayContaining(['lenseHandlers', 'lenseMocks', 'createMockFetch', 'http', 'HttpResponse']),
      );
      expect(result.photos).toBeGreaterThan(0);
      expect(result.html).toContain('spaces: Summer Festival, Winter Gala');
      expect(result.html).toContain(`space: Summer Festival (${result.photos} photos)`);
      expect(result.html).toContain(`feed: ${result.photos} photos`);
      expect(result.html).toContain('saved: nothing');
      // Without prefetched data the server renders the loading state (SWR does not fetch on the server).
      expect(result.loading).toContain('spaces: loading');
      expect(result.loading).toContain('space: loading');
      expect(result.loading).toContain('feed: loading');
      expect(result.error).toEqual({ isApiError: true, status: 404, error: 'space not found' });
    });

    it('renders the hooks in jsdom: reads and paged reads fetch from the in-process mocks, the mutation answers', async () => {
      const result = await script(`browser.${extension}`);
      expect(result.lines).toEqual([
        'spaces: Summer Festival, Winter Gala',
        `space: Summer Festival (${result.photos} photos)`,
        `feed: ${result.photos} photos`,
        `saved: ${RENAMED}`,
      ]);
    });
  });

  it('exposes the same names from CommonJS and ES modules', async () => {
    const [serverCjs, serverEsm, browserCjs, browserEsm] = await Promise.all([
      script('server.cjs'),
      script('server.mjs'),
      script('browser.cjs'),
      script('browser.mjs'),
    ]);
    expect(serverCjs.entries).toEqual(serverEsm.entries);
    expect(browserCjs.entries).toEqual(serverEsm.entries);
    expect(browserEsm.entries).toEqual(serverEsm.entries);
  });
});
