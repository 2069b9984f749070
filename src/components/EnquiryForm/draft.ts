import { browserStorage } from '@site/src/data/browserStorage';
import { emptyEnquiry, enquiryFieldNames, type EnquiryValues } from '@site/src/data/enquiryForm';

/**
 * The form's draft lives in sessionStorage: it survives a reload or a failed
 * send, and goes when the tab closes or the message is sent. Storage can be
 * switched off or full; the form then simply works without a draft.
 */
const key = browserStorage.enquiryDraft.key;

export function loadDraft(): EnquiryValues | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft = { ...emptyEnquiry };
    for (const name of enquiryFieldNames) {
      const value = parsed[name];
      if (typeof value === 'string') draft[name] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft(values: EnquiryValues): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage unavailable: the values are still in the form.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
