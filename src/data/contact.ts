import { formatWithin } from './serviceLevels';

/** Copy of the contact page; the details themselves come from company.ts. */
export const contactCopy = {
  title: 'Contact us',
  lead: `Tell us about your project, tender deadline or support need. Call, email or use the form and a consultant will come back to you ${formatWithin('enquiry')}.`,
  detailsHeading: 'Our office',
  phones: 'Phone',
  email: 'Email',
  tendersEmail: 'Tenders and evidence',
  tendersReply: `We reply ${formatWithin('tenderQuestion')}.`,
  address: 'Address',
  hours: 'Opening hours',
  responseTargetsHeading: 'How quickly we answer',
  /** Followed by the definition from the opening hours, so "working day" means one thing wherever a target uses it. */
  workingDay: 'A working day is',
} as const;
