import { inquiryTopics } from '../../shared/resources/choices/inquiryTopics';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../shared/resources/textPatterns';

export type TopicId = (typeof inquiryTopics)[number]['id'];

export interface InquiryValues {
  topic: TopicId;
  name: string;
  email: string;
  phone: string;
  message: string;
  /** The express request to begin before the withdrawal period ends (sales exposés only; never preselected). */
  earlyStart: boolean;
  privacyConsent: boolean;
  /** The honeypot: hidden from people, filled in by bots. */
  website: string;
}

export type InquiryField = keyof Omit<InquiryValues, 'website'>;
export type InquiryErrors = Partial<Record<InquiryField, string>>;


/** The same rules as the server's declaration (src/shared/resources/inquiries.ts), in visitors' words. */
export const inquiryMessages = {
  name: 'Bitte geben Sie Ihren Namen an.',
  nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
  email: 'Bitte geben Sie Ihre E-Mail-Adresse an, damit wir Ihnen antworten können.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen, +, /, - und Klammern).',
  message: 'Bitte schreiben Sie uns kurz, worum es geht.',
  messageTooLong: 'Die Nachricht darf höchstens 3.000 Zeichen lang sein.',
  topic: 'Bitte wählen Sie ein Anliegen.',
  privacyConsent: 'Bitte bestätigen Sie, dass Sie die Datenschutzhinweise gelesen haben.',
} as const;

export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const message = values.message.trim();
  if (!inquiryTopics.some((topic) => topic.id === values.topic)) errors.topic = inquiryMessages.topic;
  if (!name) errors.name = inquiryMessages.name;
  else if (name.length > 100) errors.name = inquiryMessages.nameTooLong;
  if (!email) errors.email = inquiryMessages.email;
  else if (!EMAIL_PATTERN.test(email)) errors.email = inquiryMessages.emailInvalid;
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = inquiryMessages.phoneInvalid;
  if (!message) errors.message = inquiryMessages.message;
  else if (message.length > 3_000) errors.message = inquiryMessages.messageTooLong;
  if (!values.privacyConsent) errors.privacyConsent = inquiryMessages.privacyConsent;
  return errors;
}
