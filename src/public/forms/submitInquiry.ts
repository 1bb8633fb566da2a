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
    ...(propertyId ? { property: propertyId } : {}),
    // Only bots fill the honeypot; sending it empty would be an unknown field for signed-in staff.
    ...(values.website ? { website: values.website } : {}),
  };
  let response: Response;
  try {
    response = await fetch('/api/inquiries', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR, errors: {} };
  }
  if (response.ok) return { ok: true };
  const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string> };
  const errors = Object.fromEntries(Object.entries(answer.errors ?? {}).filter(([field]) => field in values)) as InquiryErrors;
  return { ok: false, message: response.status >= 500 ? SERVER_ERROR : (answer.message ?? SERVER_ERROR), errors };
}
