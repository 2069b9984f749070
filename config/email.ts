/** The enquiry form's three EmailJS IDs, public by design, baked into the build from the environment. */
type Env = Record<string, string | undefined>;

export type EmailConfig = {
  serviceId: string;
  templateId: string;
  publicKey: string;
};

/** The environment variable that sets each ID. */
const envNames = {
  serviceId: 'EMAILJS_SERVICE_ID',
  templateId: 'EMAILJS_TEMPLATE_ID',
  publicKey: 'EMAILJS_PUBLIC_KEY',
} as const satisfies Record<keyof EmailConfig, string>;

export function emailConfigFromEnv(env: Env): EmailConfig {
  return {
    serviceId: env[envNames.serviceId]?.trim() ?? '',
    templateId: env[envNames.templateId]?.trim() ?? '',
    publicKey: env[envNames.publicKey]?.trim() ?? '',
  };
}

/** Names of the environment variables whose IDs are empty. */
export function missingEmailConfig(config: EmailConfig): string[] {
  return (Object.keys(envNames) as (keyof EmailConfig)[]).filter((key) => !config[key]).map((key) => envNames[key]);
}

/** Printed once per build (the config loads more than once), in words that tell a preview build it is harmless. */
export function emailConfigWarning(env: Env): void {
  const missing = missingEmailConfig(emailConfigFromEnv(env));
  if (missing.length === 0 || process.env.ENQUIRY_FORM_NOTICE_SHOWN) return;
  process.env.ENQUIRY_FORM_NOTICE_SHOWN = '1';
  console.warn(
    `[enquiry form] Built without the EmailJS IDs (${missing.join(', ')}): harmless for a preview, where the contact form offers to send by email instead. The live site's build needs them: see "Configuration" in README.md.`,
  );
}

/** The IDs the page tests build with: the deployment's own when set, else stand-ins; no test reaches EmailJS. */
export function testEmailConfig(env: Env): EmailConfig {
  const fromEnv = emailConfigFromEnv(env);
  return {
    serviceId: fromEnv.serviceId || 'service_e2e',
    templateId: fromEnv.templateId || 'template_e2e',
    publicKey: fromEnv.publicKey || 'public_e2e',
  };
}

/** The environment variables that give a build these IDs. */
export function emailConfigEnv(config: EmailConfig): Record<(typeof envNames)[keyof EmailConfig], string> {
  return {
    EMAILJS_SERVICE_ID: config.serviceId,
    EMAILJS_TEMPLATE_ID: config.templateId,
    EMAILJS_PUBLIC_KEY: config.publicKey,
  };
}
