import { sendJson } from '../../shared/http/sendJson';
import type { InquiryErrors, InquiryValues } from './inquiryValidation';

export type SubmitResult = { ok: true } | { ok: false; message: string; errors: InquiryErrors };

const NETWORK_ERROR =
  'Ihre Anfrage konnte nicht gesendet werden, weil keine Verbindung zum Server besteht. Ihre Eingaben bleiben erhalten – bitte versuchen Sie es gleich noch einmal.';
const SERVER_ERROR = 'Beim Senden ist ein Fehler aufgetreten. Ihre Eingaben bleiben erhalten – bitte versuchen Sie es erneut oder rufen Sie uns an.';

/** Sends an inquiry as a visitor; the server validates again and answers in German. */
export async function submitInquiry(values: InquiryValues, propertyId?: string): Promise<SubmitResult> {
  const body = {
    topic: values.topic,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    message: values.message.trim(),
    privacyConsent: values.privacyConsent,
    ...(values.earlyStart ? { earlyStart: true } : {}),
    ...(propertyId ? { property: propertyId } : {}),
    // Only bots fill the honeypot; sending it empty would be an unknown field for signed-in staff.
    ...(values.website ? { website: values.website } : {}),
  };
  const answer = await sendJson('/api/inquiries', body, { fallbackMessage: SERVER_ERROR });
  if (answer.ok) return { ok: true };
  if (answer.status === 0) return { ok: false, message: NETWORK_ERROR, errors: {} };
  const errors = Object.fromEntries(Object.entries(answer.fieldErrors ?? {}).filter(([field]) => field in values)) as InquiryErrors;
  return { ok: false, message: answer.status >= 500 ? SERVER_ERROR : answer.message, errors };
}
