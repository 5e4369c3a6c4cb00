// The health poller of abuse.ts, in its own process so the bench's own work never delays the answers it
// times: GET <origin>/api/health every 100 ms, each answer tagged with the phase it was asked in (the parent
// sends `{ phase }`), until the parent sends `{ stop: true }`; then it sends back every sample and exits.

/** One poll: the phase it was sent in, how long the answer took, and its status (0: no answer in time). */
export interface HealthSample {
  phase: string;
  ms: number;
  status: number;
}

const INTERVAL_MS = 100;
const TIMEOUT_MS = 5000;

const origin = process.argv[2]!;
const samples: HealthSample[] = [];
let phase = 'start';
let inFlight = 0;

const poll = async () => {
  const tag = phase;
  const started = performance.now();
  inFlight += 1;
  let status = 0;
  try {
    const res = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    status = res.status;
  } catch {
    // No answer within the timeout, or the connection failed: status 0.
  }
  samples.push({ phase: tag, ms: performance.now() - started, status });
  inFlight -= 1;
};

const timer = setInterval(() => void poll(), INTERVAL_MS);

process.on('message', async (message: { phase?: string; stop?: boolean }) => {
  if (message.phase) phase = message.phase;
  if (!message.stop) return;
  clearInterval(timer);
  // The polls still out answer or time out within TIMEOUT_MS.
  const deadline = performance.now() + TIMEOUT_MS + 500;
  while (inFlight > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  process.send?.(samples, () => process.exit(0));
});
