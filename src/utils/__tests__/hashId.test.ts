import { idFromHash } from '../hashId';

describe('idFromHash', () => {
  it('decodes an escaped fragment', () => {
    expect(idFromHash('#what-is-ppn-006%3F')).toBe('what-is-ppn-006?');
  });

  it('returns a malformed escape as written instead of throwing', () => {
    expect(idFromHash('#slide-%E0')).toBe('slide-%E0');
  });

  it('names nothing for an empty fragment', () => {
    expect(idFromHash('')).toBeUndefined();
    expect(idFromHash('#')).toBeUndefined();
  });
});
