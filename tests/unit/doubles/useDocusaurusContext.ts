/** The site context a unit test needs; tests set `customFields.emailjs`. */
export const testSiteConfig = {
  url: 'https://www.example.test',
  baseUrl: '/',
  customFields: { emailjs: { serviceId: 'service_test', templateId: 'template_test', publicKey: 'public_test' } },
};

export default function useDocusaurusContext() {
  return { siteConfig: testSiteConfig };
}
