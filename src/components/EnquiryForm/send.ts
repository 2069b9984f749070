import type { EmailJSResponseStatus, StorageProvider } from '@emailjs/browser';
import { browserStorage } from '@site/src/data/browserStorage';
import { enquiryThrottleMs, enquiryTimeoutMs } from '@site/src/data/enquiryForm';
import type { EmailConfig } from '@site/config/email';

const rateLimitKey = browserStorage.enquiryLastSent.key;

/** EmailJS's rate-limit record, in sessionStorage (not its default localStorage), gone after its ten seconds. */
function rateLimitStorage(): StorageProvider {
  const storage = window[browserStorage.enquiryLastSent.storage];
  return {
    get: async (name) => {
      const value = storage.getItem(name);
      if (value !== null && Date.now() - Number(value) >= enquiryThrottleMs) {
        storage.removeItem(name);
        return null;
      }
      return value;
    },
    set: async (name, value) => {
      storage.setItem(name, value);
      window.setTimeout(() => storage.removeItem(name), enquiryThrottleMs);
    },
    remove: async (name) => storage.removeItem(name),
  };
}

/** Fails after `ms` with no answer: the library has no time limit of its own, and would leave the form "Sending…". */
function unanswered(ms: number, timers: number[]): Promise<never> {
  return new Promise((_, reject) => {
    timers.push(window.setTimeout(() => reject(new Error(`The e-mail service did not answer in ${ms / 1000} s`)), ms));
  });
}

/**
 * Sends with EmailJS, fetched on the first send, within `enquiryTimeoutMs`; after a failure its rate-limit record
 * goes, so a retry is not blocked.
 */
export async function sendEnquiry(config: EmailConfig, form: HTMLFormElement): Promise<EmailJSResponseStatus> {
  const storageProvider = rateLimitStorage();
  const timers: number[] = [];
  try {
    const { init, sendForm } = await import('@emailjs/browser');
    // sendForm prefers the library's own store (localStorage by default) to the storage it is
    // passed (@emailjs/browser 4.4.1, sendForm.js), so the provider is set with init as well.
    init({ publicKey: config.publicKey, storageProvider });
    const sent = sendForm(config.serviceId, config.templateId, form, {
      publicKey: config.publicKey,
      blockHeadless: true,
      limitRate: { id: rateLimitKey, throttle: enquiryThrottleMs },
      storageProvider,
    });
    return await Promise.race([sent, unanswered(enquiryTimeoutMs, timers)]);
  } catch (error) {
    const status = (error as { status?: number } | null)?.status;
    // 429 is the limit itself: keep the record that caused it.
    if (status !== 429) await storageProvider.remove(rateLimitKey).catch(() => undefined);
    throw error;
  } finally {
    timers.forEach((timer) => window.clearTimeout(timer));
  }
}
