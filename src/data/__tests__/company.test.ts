import { Joi } from '@docusaurus/utils-validation';
import { company, formatAddress } from '../company';

/**
 * The identity module's shape and formats. No value is pinned: replacing the
 * placeholders with the company's real details must keep these tests green.
 */

const phone = Joi.object({
  label: Joi.string().min(2).max(40).required(),
  // UK national format, as printed: 01xx, 02x, 03xx, 07xxx or 08xx numbers.
  display: Joi.string()
    .pattern(/^0\d{2,4}( ?\d{3,4}){1,2}$/)
    .required(),
  e164: Joi.string()
    .pattern(/^\+44[1-9]\d{8,9}$/)
    .required(),
  roundTheClock: Joi.boolean(),
});

const schema = Joi.object({
  tradingName: Joi.string().min(2).max(60).required(),
  legalName: Joi.string()
    .pattern(/\b(Ltd|Limited|LLP|plc)\.?$/)
    .required(),
  // Companies House: eight digits, or two letters (SC, NI, OC…) and six digits.
  companyNumber: Joi.string()
    .pattern(/^(\d{8}|[A-Z]{2}\d{6})$/)
    .required(),
  dunsNumber: Joi.string()
    .pattern(/^\d{9}$/)
    .required(),
  // HMRC: GB and nine digits (twelve for a member of a VAT group), no spaces.
  vatNumber: Joi.string()
    .pattern(/^GB(\d{9}|\d{12})$/)
    .required(),
  founded: Joi.number().integer().min(1900).max(new Date().getFullYear()).required(),
  headcount: Joi.number().integer().min(1).required(),
  address: Joi.object({
    lines: Joi.array().items(Joi.string().min(3)).min(1).required(),
    locality: Joi.string().min(2).required(),
    postcode: Joi.string()
      .pattern(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/)
      .required(),
    country: Joi.string().required(),
    countryCode: Joi.string().length(2).uppercase().required(),
  }).required(),
  phones: Joi.array().items(phone).min(1).unique('e164').required(),
  email: Joi.string().email({ tlds: false }).required(),
  tendersEmail: Joi.string().email({ tlds: false }).required(),
  securityEmail: Joi.string().email({ tlds: false }).required(),
  about: Joi.string().min(40).max(200).required(),
  // Whole sentences, each ending with a full stop: the About page prints them in its list.
  vision: Joi.string().min(40).max(300).pattern(/\.$/).required(),
  mission: Joi.string().min(40).max(300).pattern(/\.$/).required(),
  registeredIn: Joi.string().min(10).required(),
});

describe('company identity', () => {
  it('matches the identity schema', () => {
    const { error } = schema.validate(company, { abortEarly: false });
    expect(error?.message).toBeUndefined();
  });

  it('rejects a malformed identity, so the schema can fail', () => {
    const broken = {
      ...company,
      companyNumber: '1234',
      vatNumber: 'GB 123 4567 89',
      email: 'not an email',
      address: { ...company.address, postcode: 'L1' },
    };
    const { error } = schema.validate(broken, { abortEarly: false });
    expect(error?.details.map((detail) => detail.path.join('.')).sort()).toEqual([
      'address.postcode',
      'companyNumber',
      'email',
      'vatNumber',
    ]);
  });

  it('prints every phone number as the same number its tel: link dials', () => {
    for (const number of company.phones) {
      expect(number.e164).toBe(`+44${number.display.replace(/\s/g, '').slice(1)}`);
    }
  });

  it('formats the address on one line with its postcode', () => {
    expect(formatAddress()).toContain(company.address.postcode);
    expect(formatAddress()).toContain(company.address.locality);
  });
});
