import { company, type PhoneNumber } from './company';
import { formatHours, formatRoundTheClock, officeHours, week } from './serviceLevels';

/** schema.org Organization for the home page, from the identity module, with `identifier` and `duns`. */
export function organizationJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.tradingName,
    legalName: company.legalName,
    url: siteUrl,
    email: company.email,
    telephone: company.phones[0].e164,
    duns: company.dunsNumber,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: 'Companies House registration number',
      value: company.companyNumber,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.lines.join(', '),
      addressLocality: company.address.locality,
      postalCode: company.address.postcode,
      addressCountry: company.address.countryCode,
    },
    contactPoint: (company.phones as readonly PhoneNumber[]).map((phone) => ({
      '@type': 'ContactPoint',
      telephone: phone.e164,
      contactType: phone.label === 'Support' ? 'technical support' : 'customer service',
      areaServed: ['GB', 'AE'],
      availableLanguage: 'en-GB',
      ...(phone.roundTheClock
        ? {
            description: formatRoundTheClock(),
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: week,
              opens: '00:00',
              closes: '23:59',
            },
          }
        : {
            // schema.org has no way to say "except bank holidays", so the wording carries it.
            description: `Office hours: ${formatHours()}.`,
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: officeHours.days,
              opens: officeHours.opens,
              closes: officeHours.closes,
            },
          }),
    })),
  };
}
