import { services, type Service, type ServiceSlug } from './services';
import { serviceRoute } from './routes';

/** Lookups derived from the service vocabulary; nothing here is a second list. */

export function serviceBySlug(slug: ServiceSlug): Service {
  const service = (services as readonly Service[]).find((candidate) => candidate.slug === slug);
  if (!service) throw new Error(`Unknown service "${slug}"`);
  return service;
}

/** The services with a page built by the shared template. */
export const templatedServices: readonly Service[] = (services as readonly Service[]).filter(
  (service) => service.templated,
);

/** The home carousel's slides, in their order. */
export const heroSlides = (services as readonly Service[])
  .flatMap((service) => (service.slide ? [{ ...service.slide, service, to: serviceRoute(service.slug) }] : []))
  .sort((a, b) => a.position - b.position);

export const otherServiceOption = 'Other';

/** The contact form's service_type options, in order, ending with 'Other'. */
export const serviceFormOptions: readonly string[] = [
  ...(services as readonly Service[]).flatMap((service) => (service.formOption ? [service.formOption] : [])),
  otherServiceOption,
];
