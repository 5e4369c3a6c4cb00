import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const exampleDir = join(packageDir, '..', '..', 'examples', 'vite-ssr');
const requireFromWorkspace = createRequire(join(packageDir, '..', '..', 'package.json'));

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** Builds and packs @lense/ui into `dir`; answers the tarball's path. */
export function packUi(dir: string): string {
  // A clean clone has no dist/: always build what gets packed.
  run('pnpm', ['run', 'build'], packageDir);
  run('pnpm', ['pack', '--pack-destination', dir], packageDir);
  const packed = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (!packed) throw new Error('pnpm pack produced no tarball');
  return join(dir, packed);
}

/**
 * A copy of the example outside the workspace, with @lense/ui installed from the tarball and everything
 * else from the store the workspace install filled (offline, in about a second), as an outside team has it.
 */
export function installExample(tarball: string): string {
  const app = mkdtempSync(join(tmpdir(), 'lense-vite-ssr-'));
  cpSync(exampleDir, app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const manifestPath = join(app, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  manifest.dependencies['@lense/ui'] = `file:${tarball}`;
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  run('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--ignore-scripts'], app);
  return app;
}

/**
 * Type-checks the example against the packed declarations, with the workspace's compiler; answers what
 * it printed (nothing when the example type-checks).
 */
export function typecheckExample(app: string): string {
  const manifestPath = requireFromWorkspace.resolve('typescript/package.json');
  const tsc = join(dirname(manifestPath), JSON.parse(readFileSync(manifestPath, 'utf8')).bin.tsc);
  const checked = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: app, encoding: 'utf8' });
  return checked.status === 0
    ? checked.stdout + checked.stderr
    : `${checked.stdout}${checked.stderr}(exit ${checked.status})`;
}

/**
 * Runs the example's `build`. With `NODE_ENV=development` the browser bundle carries React's development
 * build, which also compares attributes (class names included) while hydrating; the production build
 * checks text and structure only.
 */
export function buildExample(app: string, nodeEnv: 'production' | 'development'): void {
  run('pnpm', ['run', 'build'], app, { NODE_ENV: nodeEnv });
}

/** A running `node server.js` of a built example. */
export interface ExampleServer {
  url: string;
  stop: () => void;
}

/** Starts the example's server on a free port and answers its address once it listens. */
export function startExample(app: string, nodeEnv: 'production' | 'development'): Promise<ExampleServer> {
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: app,
    env: { ...process.env, NODE_ENV: nodeEnv, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (http:\/\/\S+)/.exec(output);
      if (listening?.[1]) resolve({ url: listening[1], stop: () => child.kill() });
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('exit', (code) => reject(new Error(`The example's server exited (${code}):\n${output}`)));
  });
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
