import { escapeHtml } from '../format/escapeHtml';

/**
 * The invitation mail's words, once for both backends: the embedded server renders them in its branded React template
 * (server/mail/templates/StaffInvitationMail.tsx), the dashboard in Firebase mode writes them as a plain mail
 * (staffInvitationPlainMail) for the Trigger Email extension.
 */
export interface StaffInvitationWords {
  /** Who invited, as the dashboard shows them ("Miriam Schäfer"). */
  invitedBy: string;
  /** The role in words ("Redaktion"). */
  roleLabel: string;
  /** The link's end, already in German ("04.12.2026, 14:05 Uhr"). */
  validUntil: string;
}

export const staffInvitationText = {
  subject: 'Ihre Einladung zum Dashboard',
  preview: 'Mit diesem Link richten Sie Ihren Zugang zum Dashboard ein.',
  heading: 'Willkommen im Dashboard',
  intro: ({ invitedBy, roleLabel, validUntil }: StaffInvitationWords) =>
    `${invitedBy} hat Sie zum Dashboard der Website eingeladen (Rolle: ${roleLabel}). Mit dem folgenden Link geben Sie Ihren Namen ein und wählen Ihr ` +
    `Passwort. Der Link gilt bis ${validUntil} und nur einmal.`,
  button: 'Zugang einrichten',
  fallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
  notExpected: 'Sie erwarten keine Einladung? Dann ignorieren Sie diese E-Mail; ohne den Link entsteht kein Zugang.',
};

/** The invitation as a plain mail (subject, text, minimal HTML); every value escaped. */
export function staffInvitationPlainMail(words: StaffInvitationWords & { link: string }): { subject: string; text: string; html: string } {
  const t = staffInvitationText;
  const link = escapeHtml(words.link);
  const text = [t.heading, t.intro(words), words.link, t.notExpected].join('\n\n');
  const html =
    `<!DOCTYPE html><html lang="de"><body><h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.intro(words))}</p>` +
    `<p><a href="${link}">${escapeHtml(t.button)}</a></p><p>${escapeHtml(t.fallback)} ${link}</p><p>${escapeHtml(t.notExpected)}</p></body></html>`;
  return { subject: t.subject, text, html };
}
