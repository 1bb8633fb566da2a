import { EMAIL_INVALID } from '../resources/textPatterns';
import { z } from '../zod';
import { choiceIds, offerCriteriaSchema } from './offerCriteriaSchema';
import { alertFrequencies, MAX_ALERT_NAME } from './searchAlert';

// Apart from searchAlert.ts, which the form on /angebote imports: the server validates with these, and zod has no
// place in visitors' JavaScript.
const frequency = z.enum(choiceIds(alertFrequencies), {
  error: 'Bitte wählen Sie, wie oft wir Ihnen schreiben sollen.',
});
const name = z
  .string({ error: 'Der Name muss ein Text sein.' })
  .trim()
  .max(MAX_ALERT_NAME, `Der Name darf höchstens ${MAX_ALERT_NAME} Zeichen lang sein.`)
  .optional()
  .transform((value) => value || undefined);

/** A new request from the form on /angebote. */
export const newAlertSchema = z.object({
  email: z
    .string({ error: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' })
    .trim()
    .toLowerCase()
    .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse ein.')
    .max(254, 'Die E-Mail-Adresse ist zu lang.')
    .pipe(z.email({ error: EMAIL_INVALID })),
  name,
  frequency,
  criteria: offerCriteriaSchema,
});
export type NewAlert = z.infer<typeof newAlertSchema>;

/** A change on the management page. */
export const alertChangeSchema = z.object({
  name,
  frequency,
  criteria: offerCriteriaSchema,
});
export type AlertChange = z.infer<typeof alertChangeSchema>;
