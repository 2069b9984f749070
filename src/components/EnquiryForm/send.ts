import type { EmailJSResponseStatus, StorageProvider } from '@emailjs/browser';
import { browserStorage } from '@site/src/data/browserStorage';
import { enquiryThrottleMs } from '@site/src/data/enquiryForm';
import type { EmailConfig } from '@site/config/email';

const rateLimitKey = browserStorage.enquiryLastSent.key;

/**
 * localStorage for EmailJS's rate limit, passed explicitly: `init()` without
 * a storage provider silently turns rate limiting off.
 */
function rateLimitStorage(): StorageProvider {
  return {
    get: async (name) => window.localStorage.getItem(name),
    set: async (name, value) => window.localStorage.setItem(name, value),
    remove: async (name) => window.localStorage.removeItem(name),
  };
}

/**
 * Sends the form with EmailJS. The library records the time before it sends,
 * so after a failure that record is removed: retrying must not be blocked by
 * an attempt that never arrived. The library is fetched on the first send,
 * not with the page: most visitors to the contact page never press Send.
 */
export async function sendEnquiry(config: EmailConfig, form: HTMLFormElement): Promise<EmailJSResponseStatus> {
  const storageProvider = rateLimitStorage();
  try {
    const { sendForm } = await import('@emailjs/browser');
    return await sendForm(config.serviceId, config.templateId, form, {
      publicKey: config.publicKey,
      blockHeadless: true,
      limitRate: { id: rateLimitKey, throttle: enquiryThrottleMs },
      storageProvider,
    });
  } catch (error) {
    const status = (error as { status?: number } | null)?.status;
    // 429 is the limit itself: keep the record that caused it.
    if (status !== 429) await storageProvider.remove(rateLimitKey).catch(() => undefined);
    throw error;
  }
}
