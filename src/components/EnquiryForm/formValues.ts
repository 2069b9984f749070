import { emptyEnquiry, type EnquiryValues } from '@site/src/data/enquiryForm';

/** The enquiry as the fields hold it: typed before hydration, it is in the fields but not React's state. */
export function formValues(form: HTMLFormElement): EnquiryValues {
  const values = { ...emptyEnquiry };
  for (const name of Object.keys(values) as (keyof EnquiryValues)[]) {
    const field = form.elements.namedItem(name);
    if (field && 'value' in field) values[name] = field.value;
  }
  return values;
}

/** Field by field: what the visitor typed before hydration, else the saved draft, else empty. */
export function mergeTyped(typed: EnquiryValues, draft: EnquiryValues | null): EnquiryValues {
  const merged = { ...emptyEnquiry };
  for (const name of Object.keys(merged) as (keyof EnquiryValues)[]) {
    merged[name] = typed[name] || draft?.[name] || '';
  }
  return merged;
}
