import { browserStorage } from '@site/src/data/browserStorage';
import { emptyEnquiry, enquiryFieldNames, type EnquiryValues } from '@site/src/data/enquiryForm';

/** The form's draft in sessionStorage: it survives a reload or failed send; without storage the form works without one. */
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
