import { z } from 'zod';
import { ROLE_MISSING } from '../../src/shared/auth/accounts';
import { INVITATION_INVALID } from '../../src/shared/auth/invitations';
import { ROLES } from '../../src/shared/auth/rolePolicy';
import { passwordSchema } from '../auth/signInSchemas';

const INVALID_EMAIL = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

const role = z.enum(ROLES, { error: ROLE_MISSING });

export const inviteSchema = z.object({
  email: z
    .string({ error: INVALID_EMAIL })
    .trim()
    .toLowerCase()
    .max(254, INVALID_EMAIL)
    .pipe(z.email({ error: INVALID_EMAIL })),
  role,
});

export const roleSchema = z.object({ role });

const token = z.string({ error: INVITATION_INVALID }).regex(/^[A-Za-z0-9_-]{43}$/, INVITATION_INVALID);
export const invitationCheckSchema = z.object({ token });
export const invitationAcceptSchema = z.object({
  token,
  name: z
    .string({ error: 'Bitte geben Sie Ihren Namen ein.' })
    .trim()
    .min(2, 'Bitte geben Sie Ihren Namen ein.')
    .max(120, 'Der Name darf höchstens 120 Zeichen lang sein.'),
  password: passwordSchema,
});
