import { parseArgs } from 'node:util';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const usage = `Usage: lense-api start [--demo]

Starts the Lense API. Configuration comes from the environment (see src/config.ts):
PORT, HOST, API_BASE, DATA_DIR, DATABASE_URL, JWT_SECRET, PUBLIC_URL, SMTP_URL, GOOGLE_CLIENT_ID, GOOGLE_JWKS.

  --demo   fill the database with demo content on start (not available yet)`;

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const command = positionals[0] ?? 'start';
  if (values.help || command !== 'start') {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  const app = await buildApp(config);
  if (values.demo) app.log.warn('--demo: demo content is not available yet; starting with an empty database');
  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
