// The settlement baseline: ./bullmqLateness.ts in a child process (on the server's core when
// asked) with one job per accepted order, due at the orders' relative settleable times, on a
// throwaway Redis prefix that the child deletes.
import { LatencyRecorder, type LatencyReport } from '../LatencyRecorder';
import type { ProgressBar } from '../ProgressBar';
import { spawnScript } from '../spawnScript';

/** Tempo's SETTLEMENT_CONCURRENCY default. */
export const BULLMQ_CONCURRENCY = 50;

export interface BullmqBaseline {
  jobs: number;
  concurrency: number;
  lateness: LatencyReport;
}

export async function runBullmqBaseline(plan: {
  redisUrl: string;
  runId: string;
  offsetsMs: number[];
  cpus: string | null;
  progress: ProgressBar;
}): Promise<BullmqBaseline> {
  const child = spawnScript('scripts/loadtest/baselines/bullmqLateness.ts', [], plan.cpus);
  const lastOffset = plan.offsetsMs.reduce((max, offset) => Math.max(max, offset), 0);
  plan.progress.update(
    'bare BullMQ jobs',
    null,
    `${plan.offsetsMs.length} jobs over ${(lastOffset / 1000).toFixed(1)} s`,
  );
  try {
    child.send(
      JSON.stringify({
        redisUrl: plan.redisUrl,
        prefix: `ltbase:${plan.runId}`,
        offsetsMs: plan.offsetsMs,
        concurrency: BULLMQ_CONCURRENCY,
      }),
    );
    const { lateness } = await child.next<{ lateness: number[] }>(
      lastOffset + 2_000 + plan.offsetsMs.length + 90_000,
    );
    const recorder = new LatencyRecorder(0);
    lateness.forEach((ms, i) => recorder.record(ms, i));
    return { jobs: plan.offsetsMs.length, concurrency: BULLMQ_CONCURRENCY, lateness: recorder.report() };
  } finally {
    // Give it time to obliterate its queue and delete its keys.
    await new Promise<void>((resolve) => {
      if (child.child.exitCode !== null) return resolve();
      const timer = setTimeout(() => void child.stop().then(resolve), 10_000);
      child.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    plan.progress.done();
  }
}
