import { company, formatAddress } from '../company';

describe('company identity', () => {
  it('has a Companies House number of eight digits and a nine-digit D-U-N-S number', () => {
    expect(company.companyNumber).toMatch(/^\d{8}$/);
    expect(company.dunsNumber).toMatch(/^\d{9}$/);
  });

  it('uses Liverpool phone numbers from the range Ofcom keeps for drama, in both formats', () => {
    expect(company.phones.length).toBeGreaterThanOrEqual(1);
    for (const phone of company.phones) {
      expect(phone.display).toMatch(/^0151 496 0\d{3}$/);
      expect(phone.e164).toBe(`+44${phone.display.replace(/\s/g, '').slice(1)}`);
    }
  });

  it('has a mailbox in a valid format and a Liverpool postcode', () => {
    expect(company.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/);
    expect(company.address.locality).toBe('Liverpool');
    expect(company.address.postcode).toMatch(/^L\d{1,2} \d[A-Z]{2}$/);
    expect(formatAddress()).toContain(company.address.postcode);
  });

  it('opens Monday to Saturday, 8:00 AM to 6:30 PM UK time', () => {
    expect(company.hours.days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect([company.hours.opens, company.hours.closes]).toEqual(['08:00', '18:30']);
    expect(company.hours.summary).toBe('Monday to Saturday, 8:00 AM to 6:30 PM (UK time)');
    expect(company.hours.timeZone).toBe('Europe/London');
  });

  it('has two recent-post teasers, one for a UAE client and one for a UK client, and copyright 2025', () => {
    expect(company.recentPosts.map((post) => post.region).sort()).toEqual(['UAE', 'UK']);
    for (const post of company.recentPosts) expect(post.teaser.length).toBeGreaterThan(40);
    expect(company.copyrightYear).toBe(2025);
  });
});
