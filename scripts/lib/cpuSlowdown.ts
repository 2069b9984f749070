/**
 * How much Lighthouse slows the CPU down, so that a host slower or faster
 * than Lighthouse assumes still emulates the same phone.
 *
 * Lighthouse's mobile run multiplies every task it observed by a constant
 * 4×. Its documentation (GoogleChrome/lighthouse, docs/throttling.md,
 * "Calibrating the CPU slowdown") says that 4× "moves a typical run in the
 * high-end desktop bracket somewhere into the mid-tier mobile bracket", puts
 * the high-end desktop at a `benchmarkIndex` of 1500–2000 and the low-end
 * desktop at 1000–1500, and tells a host outside that bracket to calibrate:
 * "If your device's BenchmarkIndex falls on the higher end of its bracket,
 * use a higher multiplier ... on the lower end ... a lower multiplier".
 * Its table suggests 2× (range 1–5) for a low-end desktop.
 *
 * Our rule keeps the emulated phone's speed constant: the host's
 * `benchmarkIndex` divided by the multiplier stays at what 4× gives on a host
 * in the middle of the high-end desktop bracket (1750 / 4 ≈ 438, a mid-tier
 * phone). That is stricter than the table on a slow host (2.7× at 1200, where
 * the table suggests 2×) and slows a fast host down more than 4×.
 */

/** The middle of the bracket Lighthouse's default 4× is meant for. */
export const referenceBenchmarkIndex = 1750;
export const defaultCpuSlowdown = 4;

/** The multiplier that emulates, on a host of this benchmarkIndex, the phone that 4× emulates on the reference host. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`A benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  }
  const multiplier = (defaultCpuSlowdown * benchmarkIndex) / referenceBenchmarkIndex;
  // One decimal is as precise as a benchmark that varies by 10 % between runs deserves;
  // 1× (no slowdown) and 20× (the table's largest) bound it.
  return Math.min(20, Math.max(1, Math.round(multiplier * 10) / 10));
}

/** The device class Lighthouse's documentation puts a benchmarkIndex in (docs/throttling.md, "Benchmarking CPU Power"). */
export function hostClass(benchmarkIndex: number): string {
  if (benchmarkIndex >= 1500) return 'high-end desktop';
  if (benchmarkIndex >= 1000) return 'low-end desktop';
  if (benchmarkIndex >= 800) return 'high-end mobile';
  if (benchmarkIndex >= 125) return 'mid-tier mobile';
  return 'low-end mobile';
}

/**
 * The slowdown asked for on the command line: `--cpu-slowdown=auto` (calibrated
 * to the host, route by route), `--cpu-slowdown=N`, or Lighthouse's default.
 */
export function cpuSlowdownFromArgs(args: readonly string[]): 'auto' | number {
  const arg = args.find((item) => item.startsWith('--cpu-slowdown'));
  if (arg === undefined) return defaultCpuSlowdown;
  const value = arg.split('=')[1];
  if (value === 'auto') return 'auto';
  const multiplier = Number(value);
  if (!(multiplier >= 1)) {
    throw new Error(`--cpu-slowdown takes "auto" or a number of 1 or more (--cpu-slowdown=2.5), not "${arg}"`);
  }
  return multiplier;
}
