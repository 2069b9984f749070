import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { bidContactPerson, initials, people, roles, signatories } from '../people';

const siteDir = path.resolve(__dirname, '../../..');
const frontMatterOf = (dir: string) =>
  readdirSync(path.join(siteDir, dir))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({
      file: `${dir}/${name}`,
      data: matter(readFileSync(path.join(siteDir, dir, name), 'utf8')).data,
    }));

describe('the team record: one person, one entry', () => {
  it('has a Managing Director and the people who own our policies, each named once with a role, qualifications and vetting', () => {
    expect(people.length).toBeGreaterThanOrEqual(4);
    expect(people.length).toBeLessThanOrEqual(8);
    expect(new Set(people.map((person) => person.title)).size).toBe(people.length);
    expect(people[0]!.title).toBe('Managing Director');
    expect(new Set(people.map((person) => person.name)).size).toBe(people.length);
    for (const person of people) {
      expect(person.key).toBe(person.name.toLowerCase().replace(/\s+/g, '-'));
      expect(person.qualifications.length).toBeGreaterThan(0);
      // National security vetting is CTC, SC or DV; BPSS is a pre-employment check, listed apart (the National Protective Security Authority's guidance).
      if (person.clearance !== undefined) expect(person.clearance).toMatch(/\((CTC|SC|eSC|DV|eDV)\)$/);
      expect(person.preEmploymentCheck).toMatch(/\(BPSS\)$/);
      expect(initials(person.name)).toMatch(/^[A-Z]{2,3}$/);
    }
  });

  it("gives every signed document's role a signatory from the record", () => {
    const signed = frontMatterOf('docs/policies').flatMap(({ file, data }) =>
      data.approval?.signed_by ? [{ file, role: data.approval.signed_by as string }] : [],
    );
    expect(signed.length).toBeGreaterThan(0);
    for (const { file, role } of signed) {
      const signer = people.find((person) => person.signs && person.title === role);
      expect({ file, signer: signer?.name }).toEqual({ file, signer: signatories[role] });
      expect({ file, named: signatories[role] !== undefined }).toEqual({ file, named: true });
    }
  });

  it('names one bid contact, a person in the record', () => {
    const contact = bidContactPerson();
    expect(people).toContain(contact);
    expect(people.filter((person) => person.bidContact)).toHaveLength(1);
  });

  it("names every policy's owner by a role in the record, so the About page shows who owns it", () => {
    const owned = frontMatterOf('docs/policies').filter(({ data }) => data.owner !== undefined);
    expect(owned.length).toBeGreaterThan(0);
    for (const { file, data } of owned)
      expect({ file, owner: data.owner, known: roles.includes(data.owner) }).toEqual({
        file,
        owner: data.owner,
        known: true,
      });
  });

  it('signs every Insights post with a person from the record', () => {
    const keys = new Set(people.map((person) => person.key));
    for (const { file, data } of frontMatterOf('blog')) {
      for (const author of [data.authors].flat())
        expect({ file, author, known: keys.has(author) }).toEqual({ file, author, known: true });
    }
  });
});
