/**
 * The enquiry form is sent from the browser by EmailJS. Its three IDs are
 * public by design and are baked into the build from the environment.
 */
type Env = Record<string, string | undefined>;

export const emailEnvNames = ['EMAILJS_SERVICE_ID', 'EMAILJS_TEMPLATE_ID', 'EMAILJS_PUBLIC_KEY'] as const;

export type EmailConfig = {
  serviceId: string;
  templateId: string;
  publicKey: string;
};

export function missingEmailEnv(env: Env): string[] {
  return emailEnvNames.filter((name) => !env[name]?.trim());
}

export function emailConfigFromEnv(env: Env): EmailConfig {
  return {
    serviceId: env.EMAILJS_SERVICE_ID?.trim() ?? '',
    templateId: env.EMAILJS_TEMPLATE_ID?.trim() ?? '',
    publicKey: env.EMAILJS_PUBLIC_KEY?.trim() ?? '',
  };
}

/** Printed once per build, so a deploy without the IDs is noticed. */
export function emailConfigWarning(env: Env): void {
  const missing = missingEmailEnv(env);
  if (missing.length > 0) {
    console.warn(
      `[enquiry form] ${missing.join(', ')} not set: the contact form will not send and will offer the mailto fallback instead. See "Configuration" in README.md.`,
    );
  }
}
