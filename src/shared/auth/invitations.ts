/** An invitation to the dashboard, in both backends: a single-use link, valid this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where an invitation leads: the sign-in page, the token in the fragment (never sent to a server, never in a log). */
export const invitationLink = (origin: string, token: string) => `${origin}/login#einladung=${token}`;

export const INVITATION_INVALID =
  'Diese Einladung ist nicht mehr gültig: Sie wurde schon benutzt, zurückgezogen oder ist älter als 7 Tage. Bitten Sie Ihre Administration um eine neue.';
