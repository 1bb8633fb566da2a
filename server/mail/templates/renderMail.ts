import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** The HTML and the plain-text part of a mail from its React element (React escapes every value as text). */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html, { wordwrap: 78 }) };
}
