/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sendForm, EmailJSResponseStatus, type StorageProvider } from '@emailjs/browser';
import { testSiteConfig } from '@site/tests/unit/doubles/useDocusaurusContext';
import { browserStorage } from '@site/src/data/browserStorage';
import { company } from '@site/src/data/company';
import { serviceFormOptions } from '@site/src/data/serviceLookup';
import { enquiryCopy, enquiryThrottleMs } from '@site/src/data/enquiryForm';
import EnquiryForm from '..';

jest.mock('@emailjs/browser', () => {
  const actual = jest.requireActual('@emailjs/browser');
  return { ...actual, sendForm: jest.fn() };
});
const mockedSend = sendForm as jest.MockedFunction<typeof sendForm>;

const fullConfig = { ...testSiteConfig.customFields.emailjs };

function setup() {
  // No delay between keystrokes: the tests check what the form does with the text, not typing speed.
  const user = userEvent.setup({ delay: null });
  render(<EnquiryForm pageTitle="Contact Us" />);
  return { user };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email address'), '  ada@example.com  ');
  await user.type(screen.getByLabelText('Phone number (optional)'), '0151 496 0999');
  await user.type(screen.getByLabelText('Subject (optional)'), 'Rugged scanners');
  await user.selectOptions(screen.getByLabelText('Service you are interested in'), 'Rugged Apps AI');
  await user.type(screen.getByLabelText('Message'), 'We run three depots.');
}

const submit = () => screen.getByRole('button', { name: /send message|sending/i });

beforeEach(() => {
  mockedSend.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  testSiteConfig.customFields.emailjs = { ...fullConfig };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

describe('fields', () => {
  it('has the six fields, in order, with the names the email template uses', () => {
    const { container } = render(<EnquiryForm pageTitle="Contact Us" />);
    const names = [...container.querySelectorAll('form [name]')].map((el) => el.getAttribute('name'));
    expect(names).toEqual(['name', 'email', 'phone', 'subject', 'service_type', 'message', 'website']);
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Full name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Phone number (optional)')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
    const select = screen.getByLabelText('Service you are interested in') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0]).toHaveTextContent('Select');
    expect(select.options[0]).toBeDisabled();
    // The placeholder, then one option a service and Other, from the services data.
    expect([...select.options].slice(1).map((option) => option.value)).toEqual([...serviceFormOptions]);
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = render(<EnquiryForm pageTitle="Contact Us" />);
    const trap = container.querySelector('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('validation on submit', () => {
  it('shows the error summary, focuses it, links each field and marks the title', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Full name'), '   ');
    await user.click(submit());
    const summary = screen.getByText('There is a problem').closest('div')!;
    expect(summary).toHaveFocus();
    const links = [...summary.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter your full name', '#enquiry-name'],
      ['Enter an email address', '#enquiry-email'],
      ['Select the service you are interested in', '#enquiry-service_type'],
      ['Enter your message', '#enquiry-message'],
    ]);
    const name = screen.getByLabelText('Full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Error: Enter your full name');
    expect(document.title).toBe('Error: Contact Us');
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('asks for an email address in the correct format', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email address'), 'ada at example');
    await user.click(submit());
    expect(screen.getAllByText('Enter an email address in the correct format, like name@example.com')).toHaveLength(2);
  });

  it('says when a field is too long instead of cutting it', async () => {
    const { user } = setup();
    await fillValid(user);
    const subject = screen.getByLabelText('Subject (optional)');
    await user.clear(subject);
    await user.click(subject);
    await user.paste('x'.repeat(151));
    await user.click(submit());
    expect(screen.getAllByText('Subject must be 150 characters or fewer')).toHaveLength(2);
    expect((subject as HTMLInputElement).value).toHaveLength(151);
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('moves focus to the field when its summary link is followed', async () => {
    const { user } = setup();
    await user.click(submit());
    await user.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(screen.getByLabelText('Email address')).toHaveFocus();
  });
});

describe('sending', () => {
  it('sends the form with EmailJS, rate-limited with an explicit storage, then resets', async () => {
    let sent: Record<string, string> = {};
    mockedSend.mockImplementation(async (_service, _template, form) => {
      sent = Object.fromEntries(new FormData(form as HTMLFormElement)) as Record<string, string>;
      return new EmailJSResponseStatus(200, 'OK');
    });
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('✅ Message sent successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '0151 496 0999',
      subject: 'Rugged scanners',
      service_type: 'Rugged Apps AI',
      message: 'We run three depots.',
      website: '',
    });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    const [serviceId, templateId, , options] = mockedSend.mock.calls[0]!;
    expect([serviceId, templateId]).toEqual(['service_test', 'template_test']);
    expect(options).toMatchObject({
      publicKey: 'public_test',
      blockHeadless: true,
      limitRate: { id: browserStorage.enquiryLastSent.key, throttle: 10000 },
    });
    expect(typeof options === 'object' && options.storageProvider).toBeTruthy();
    // The rate-limit record lives in the storage the cookies policy names, and no longer than its ten seconds.
    const provider = (options as { storageProvider: StorageProvider }).storageProvider;
    const { key, storage } = browserStorage.enquiryLastSent;
    const timers = jest.spyOn(window, 'setTimeout');
    await provider.set(key, String(Date.now()));
    expect(window[storage].getItem(key)).not.toBeNull();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), enquiryThrottleMs);
    (timers.mock.calls.at(-1)![0] as () => void)();
    expect(window[storage].getItem(key)).toBeNull();
    window[storage].setItem(key, String(Date.now() - enquiryThrottleMs));
    expect(await provider.get(key)).toBeNull();
    expect(window[storage].getItem(key)).toBeNull();
    timers.mockRestore();
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Service you are interested in')).toHaveValue('');
    expect(window.sessionStorage.getItem(browserStorage.enquiryDraft.key)).toBeNull();
  });

  it.each([
    ['a 400 response', () => new EmailJSResponseStatus(400, 'The template ID is invalid')],
    ['a 412 response', () => new EmailJSResponseStatus(412, 'Precondition failed')],
    ['a 429 rate limit', () => new EmailJSResponseStatus(429, 'Too Many Requests')],
    ['a 451 headless block', () => new EmailJSResponseStatus(451, 'Unavailable For Headless Browser')],
    ['a thrown string', () => 'The public key is required'],
    ['a network TypeError', () => new TypeError('Failed to fetch')],
  ])('keeps every value and offers a mailto fallback after %s', async (_label, failure) => {
    mockedSend.mockRejectedValue(failure());
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again.');
    expect(alert).toHaveFocus();
    expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.anything());
    expect(screen.getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Service you are interested in')).toHaveValue('Rugged Apps AI');
    expect(screen.getByLabelText('Message')).toHaveValue('We run three depots.');
    const mailto = screen.getByRole('link', { name: 'Email your message to us' }).getAttribute('href')!;
    expect(mailto.startsWith(`mailto:${company.email}?subject=Rugged%20scanners&body=`)).toBe(true);
    expect(decodeURIComponent(mailto)).toContain('Message: We run three depots.');
  });

  it('after a success says who replies from where, and "Send another enquiry" starts a fresh form', async () => {
    mockedSend.mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent(enquiryCopy.successDetail);
    expect(panel).toHaveTextContent(company.email);
    await user.click(screen.getByRole('button', { name: enquiryCopy.sendAnother }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/name/i, { selector: 'input' })).toHaveFocus();
  });

  it('sends again when the visitor retries after a failure', async () => {
    mockedSend
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new EmailJSResponseStatus(200, 'OK'));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText('Something went wrong. Please try again.');
    await user.click(submit());
    expect(await screen.findByText('✅ Message sent successfully!')).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledTimes(2);
  });

  it('sends once however often the button is pressed while sending', async () => {
    let finish: (value: EmailJSResponseStatus) => void = () => undefined;
    mockedSend.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toHaveTextContent('Sending…');
    await user.click(submit());
    await user.keyboard('{Enter}');
    expect(mockedSend).toHaveBeenCalledTimes(1);
    await act(async () => finish(new EmailJSResponseStatus(200, 'OK')));
    expect(await screen.findByText('✅ Message sent successfully!')).toBeInTheDocument();
  });

  it('pretends success and sends nothing when the honeypot is filled', async () => {
    const { user } = setup();
    await fillValid(user);
    const trap = document.body.querySelector('input[name="website"]') as HTMLInputElement;
    await user.type(trap, 'https://spam.example');
    await user.click(submit());
    expect(await screen.findByText('✅ Message sent successfully!')).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('makes no request and names what is missing when the EmailJS IDs are not configured', async () => {
    testSiteConfig.customFields.emailjs = { serviceId: '', templateId: 'template_test', publicKey: '' };
    const { user } = setup();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
    const logged = String((console.error as jest.Mock).mock.calls[0]?.[1]);
    expect(logged).toContain('EMAILJS_SERVICE_ID');
    expect(logged).toContain('EMAILJS_PUBLIC_KEY');
    expect(logged).not.toContain('EMAILJS_TEMPLATE_ID');
    expect(screen.getByRole('link', { name: 'Email your message to us' })).toBeInTheDocument();
  });
});

describe('draft', () => {
  it('keeps a draft while typing and restores it after a reload', async () => {
    const first = setup();
    await first.user.type(screen.getByLabelText('Full name'), 'Grace Hopper');
    await first.user.selectOptions(screen.getByLabelText('Service you are interested in'), 'Cyber Security');
    const saved = JSON.parse(window.sessionStorage.getItem(browserStorage.enquiryDraft.key)!);
    expect(saved).toMatchObject({ name: 'Grace Hopper', service_type: 'Cyber Security' });
    document.body.innerHTML = '';
    render(<EnquiryForm pageTitle="Contact Us" />);
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Grace Hopper'));
    expect(screen.getByLabelText('Service you are interested in')).toHaveValue('Cyber Security');
  });
});
