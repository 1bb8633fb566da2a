// How long each scenario runs. The default (CI's run) is long enough for every check to be met for real: thousands
// of requests under load, kills of a database recovered from an earlier kill, backups after earlier backups.
// `npm run test:stress -- --full` runs the release lengths; the STRESS_* variables override either.
export interface StressLengths {
  loadSeconds: number;
  crashRounds: number;
  backups: number;
}

const SHORT: StressLengths = { loadSeconds: 20, crashRounds: 3, backups: 2 };
const FULL: StressLengths = { loadSeconds: 60, crashRounds: 6, backups: 4 };

export function stressLengths(args: readonly string[], env: NodeJS.ProcessEnv): StressLengths {
  const base = args.includes('--full') ? FULL : SHORT;
  return {
    loadSeconds: Number(env.STRESS_LOAD_SECONDS ?? base.loadSeconds),
    crashRounds: Number(env.STRESS_CRASH_ROUNDS ?? base.crashRounds),
    backups: Number(env.STRESS_BACKUPS ?? base.backups),
  };
}
