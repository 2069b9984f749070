import { company } from '../company';
import { securityTxt, securityTxtProblem, securityTxtRecord } from '../securityTxt';

describe('security.txt (RFC 9116)', () => {
  const today = '2026-11-27';

  it('has every field the issue asks for, from the identity record and the policy slug', () => {
    const text = securityTxt('https://www.example.org', '/', today);
    const fields = Object.fromEntries(
      text
        .trim()
        .split('\n')
        .map((line) => line.split(/: (.*)/s).slice(0, 2)),
    );
    expect(fields).toEqual({
      Contact: `mailto:${company.securityEmail}`,
      Expires: `${securityTxtRecord.expires}T23:59:59.000Z`,
      Policy: `https://www.example.org/policies${securityTxtRecord.policySlug}/`,
      'Preferred-Languages': 'en',
      Canonical: 'https://www.example.org/.well-known/security.txt',
    });
    // Under a project site's base path, every address keeps it.
    expect(securityTxt('https://x.github.io', '/site/', today)).toContain(
      'Canonical: https://x.github.io/site/.well-known/security.txt',
    );
  });

  it('refuses an expiry that has passed, or one a year or more ahead', () => {
    expect(securityTxtProblem('2026-11-26', today)).toMatch(/expired on 2026-11-26/);
    expect(securityTxtProblem('2027-11-27', today)).toMatch(/less than a year ahead/);
    expect(securityTxtProblem('2027-11-26', today)).toBeUndefined();
    expect(() => securityTxt('https://x', '/', '2099-01-01')).toThrow(/security\.txt expired/);
  });

  it('is valid today, so the build can publish it', () => {
    const now = new Date().toISOString().slice(0, 10);
    expect(securityTxtProblem(securityTxtRecord.expires, now)).toBeUndefined();
  });
});
