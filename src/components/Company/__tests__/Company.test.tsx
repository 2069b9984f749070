/**
 * @jest-environment jsdom
 */
import { render } from '@testing-library/react';
import { company, evidence } from '@site/src/data/company';
import Company, { companyFields, type CompanyField } from '..';

const printed = (show: CompanyField) => render(<Company show={show} />).container.textContent ?? '';

test.each(companyFields)('<Company show="%s" /> prints text', (show) => {
  expect(printed(show).trim()).not.toBe('');
});

test('each field prints the record it names', () => {
  expect(printed('legalName')).toBe(company.legalName);
  expect(printed('tendersEmail')).toBe(company.tendersEmail);
  expect(printed('icoRegistration')).toBe(evidence.icoRegistration);
  expect(printed('cyberEssentialsLevel')).toBe(evidence.cyberEssentials.level);
});

test('an unknown field stops the build, naming it', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Company show={'companyName' as CompanyField} />)).toThrow(/show="companyName".*unknown field/);
});
