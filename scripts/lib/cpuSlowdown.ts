/**
 * How much Lighthouse slows the CPU down, so a host slower or faster than it assumes still emulates the same phone:
 * the host's `benchmarkIndex` over the multiplier stays at 1750 / 4, the middle of the high-end desktop bracket at
 * Lighthouse's 4× (GoogleChrome/lighthouse, docs/throttling.md, "Calibrating the CPU slowdown").
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

/** `--cpu-slowdown=auto` (calibrated to the host, route by route), `--cpu-slowdown=N`, or Lighthouse's default. */
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
