import { describe, expect, it } from 'vitest';
import { inquiryMessages, validateInquiry, type InquiryValues } from './inquiryValidation';

const valid: InquiryValues = {
  topic: 'besichtigung',
  name: 'Miriam Schäfer',
  email: 'miriam.schaefer@example.de',
  phone: '0221 / 987 65-43',
  message: 'Ich würde die Wohnung gern am Samstag besichtigen.',
  privacyConsent: true,
  website: '',
  earlyStart: false,
};

describe('inquiry form rules', () => {
  it('accepts a complete inquiry, the phone number being optional', () => {
    expect(validateInquiry(valid)).toEqual({});
    expect(validateInquiry({ ...valid, phone: '' })).toEqual({});
  });

  it('names every missing field in German', () => {
    expect(validateInquiry({ ...valid, name: ' ', email: '', message: '', privacyConsent: false })).toEqual({
      name: inquiryMessages.name,
      email: inquiryMessages.email,
      message: inquiryMessages.message,
      privacyConsent: inquiryMessages.privacyConsent,
    });
  });

  it('checks the form of e-mail address and phone number', () => {
    expect(validateInquiry({ ...valid, email: 'miriam@beispiel', phone: 'ruf mich an' })).toEqual({
      email: inquiryMessages.emailInvalid,
      phone: inquiryMessages.phoneInvalid,
    });
  });
});
