/**
 * @jest-environment jsdom
 */
import { emptyEnquiry } from '@site/src/data/enquiryForm';
import { formValues, mergeTyped } from '../formValues';

describe('the enquiry as the form shows it', () => {
  it('reads every enquiry field by name, and nothing else', () => {
    document.body.innerHTML =
      '<form><input name="name" value="Ada"><textarea name="message">Three depots</textarea>' +
      '<input name="website" value="bot"></form>';
    const values = formValues(document.querySelector('form')!);
    expect(values).toEqual({ ...emptyEnquiry, name: 'Ada', message: 'Three depots' });
  });

  it('keeps what was typed before hydration over the saved draft, field by field', () => {
    const typed = { ...emptyEnquiry, name: 'Ada' };
    const draft = { ...emptyEnquiry, name: 'Old name', email: 'ada@example.com' };
    expect(mergeTyped(typed, draft)).toEqual({ ...emptyEnquiry, name: 'Ada', email: 'ada@example.com' });
    expect(mergeTyped(typed, null)).toEqual(typed);
  });
});
