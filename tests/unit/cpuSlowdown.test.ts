import {
  calibratedCpuSlowdown,
  cpuSlowdownFromArgs,
  defaultCpuSlowdown,
  hostClass,
  referenceBenchmarkIndex,
} from '../../scripts/lib/cpuSlowdown';

/**
 * Lighthouse's documentation (docs/throttling.md): the benchmarkIndex of each
 * host class, and the CPU slowdown range that takes it to a mid-tier phone.
 */
const brackets = [
  { host: 'high-end desktop', from: 1500, to: 2000, slowdown: [2, 10] },
  { host: 'low-end desktop', from: 1000, to: 1500, slowdown: [1, 5] },
  { host: 'high-end mobile', from: 800, to: 1200, slowdown: [1, 5] },
] as const;

describe('the CPU slowdown calibrated to the host', () => {
  it("is Lighthouse's default 4× in the middle of the bracket 4× is meant for", () => {
    expect(calibratedCpuSlowdown(referenceBenchmarkIndex)).toBe(defaultCpuSlowdown);
    expect(hostClass(referenceBenchmarkIndex)).toBe('high-end desktop');
  });

  it.each(brackets)("stays within the documentation's range for a $host", ({ from, to, slowdown }) => {
    for (const index of [from, (from + to) / 2, to - 1]) {
      const multiplier = calibratedCpuSlowdown(index);
      expect(multiplier).toBeGreaterThanOrEqual(slowdown[0]);
      expect(multiplier).toBeLessThanOrEqual(slowdown[1]);
    }
  });

  it('slows a faster host down more, and a slower one less', () => {
    const indexes = [300, 800, 1000, 1200, 1500, 1750, 2000, 2500];
    const multipliers = indexes.map(calibratedCpuSlowdown);
    expect([...multipliers].sort((a, b) => a - b)).toEqual(multipliers);
    expect(new Set(multipliers).size).toBe(multipliers.length);
  });

  it('never speeds the CPU up, and refuses a benchmark that is not one', () => {
    expect(calibratedCpuSlowdown(50)).toBe(1);
    expect(() => calibratedCpuSlowdown(0)).toThrow(/positive number/);
    expect(() => calibratedCpuSlowdown(Number.NaN)).toThrow(/positive number/);
  });

  it('reads --cpu-slowdown: auto, a number, or the default', () => {
    expect(cpuSlowdownFromArgs(['--mobile'])).toBe(defaultCpuSlowdown);
    expect(cpuSlowdownFromArgs(['--cpu-slowdown=auto'])).toBe('auto');
    expect(cpuSlowdownFromArgs(['--all-routes', '--cpu-slowdown=2.5'])).toBe(2.5);
    expect(() => cpuSlowdownFromArgs(['--cpu-slowdown=fast'])).toThrow(/--cpu-slowdown takes/);
    expect(() => cpuSlowdownFromArgs(['--cpu-slowdown'])).toThrow(/--cpu-slowdown takes/);
  });
});
