/** The public registers where a buyer checks what we say, each built from the number we print. */

/** The public register entry for a company number (Companies House's own service). */
export const companiesHouseRecord = (companyNumber: string) =>
  `https://find-and-update.company-information.service.gov.uk/company/${companyNumber}`;

/** The company's directors and secretary on the same register: where a signatory's office is checked. */
export const companiesHouseOfficers = (companyNumber: string) => `${companiesHouseRecord(companyNumber)}/officers`;

/** The entry for a registration number in the ICO's register of fee payers. */
export const icoRegisterEntry = (registration: string) => `https://ico.org.uk/ESDWebPages/Entry/${registration}`;

/** IASME's register, searched for a certificate number; confirm its address with IASME at renewal. */
export const iasmeCertificateSearch = (certificate: string) =>
  `https://iasme.co.uk/cyber-essentials/certified-organisations/?search=${encodeURIComponent(certificate)}`;

/** HMRC's "Check a UK VAT number" service on GOV.UK: the buyer types the number we print. */
export const hmrcVatCheck = 'https://www.gov.uk/check-uk-vat-number';
