import type { EmailJSResponseStatus, StorageProvider } from '@emailjs/browser';
import { browserStorage } from '@site/src/data/browserStorage';
import { enquiryThrottleMs } from '@site/src/data/enquiryForm';
import type { EmailConfig } from '@site/config/email';

const rateLimitKey = browserStorage.enquiryLastSent.key;

/**
 * Where EmailJS keeps its rate limit, set explicitly: the library's default
 * is localStorage, kept until cleared. The record is kept no
 * longer than its purpose: sessionStorage (gone with the tab), removed once
 * the ten seconds have passed, and treated as gone if it is older.
 */
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

/**
 * Sends the form with EmailJS. The library records the time before it sends,
 * so after a failure that record is removed: retrying must not be blocked by
 * an attempt that never arrived. The library is fetched on the first send,
 * not with the page: most visitors to the contact page never press Send.
 */
export async function sendEnquiry(config: EmailConfig, form: HTMLFormElement): Promise<EmailJSResponseStatus> {
  const storageProvider = rateLimitStorage();
  try {
    const { init, sendForm } = await import('@emailjs/browser');
    // sendForm prefers the library's own store (localStorage by default) to the storage it is
    // passed (@emailjs/browser 4.4.1, sendForm.js), so the provider is set with init as well.
    init({ publicKey: config.publicKey, storageProvider });
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
