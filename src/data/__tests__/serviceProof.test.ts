import { readFileSync } from 'node:fs';
import path from 'node:path';
import { people } from '../people';
import { serviceProof } from '../serviceProof';

const tags = readFileSync(path.join(__dirname, '../../../blog/tags.yml'), 'utf8');

describe('service proof', () => {
  it.each(Object.entries(serviceProof))('%s is led by someone in the people record, with a known tag', (_, proof) => {
    expect(people.map((person) => person.key)).toContain(proof.lead);
    if (proof.caseStudyTag) expect(tags).toMatch(new RegExp(`^${proof.caseStudyTag}:$`, 'm'));
  });

  it("states a price only with the FAQ answer that gives it: a question's address on an FAQ page", () => {
    for (const { price } of Object.values(serviceProof)) {
      if (price) expect(price.faq).toMatch(/^\/faq\/[a-z]+\/#[a-z0-9-]+$/);
    }
  });
});
