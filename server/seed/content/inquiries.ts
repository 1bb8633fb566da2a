import type { inquiries } from '../../../src/shared/resources/inquiries';
import type { SeedInput } from './types';

/** A visitor's inquiry; `propertyIndex` points into demoProperties and becomes the property reference. */
export type InquirySeed = SeedInput<typeof inquiries, 'property'> & { propertyIndex?: number };

// Phone numbers from the range the Bundesnetzagentur keeps free for fiction (0221 4710 …).
export const demoInquiries: readonly InquirySeed[] = [
  {
    name: 'Julia Hartmann',
    email: 'julia.hartmann@example.com',
    phone: '0221 4710 123',
    topic: 'expose',
    propertyIndex: 0,
    message:
      'Guten Tag, ich interessiere mich für die 4-Zimmer-Altbauwohnung in Lindenthal (RK-2026-003). Bitte senden Sie mir das Exposé mit Teilungserklärung und den letzten Protokollen der Eigentümerversammlung. Eine Finanzierungsbestätigung meiner Bank liegt vor.',
    privacyConsent: true,
    status: 'neu',
  },
  {
    name: 'Niklas Becker',
    email: 'n.becker@example.org',
    phone: '0221 4710 456',
    topic: 'besichtigung',
    propertyIndex: 14,
    message:
      'Hallo Frau Schäfer, meine Partnerin und ich würden uns die 3-Zimmer-Wohnung in Sülz (RK-2026-052) gern ansehen. Wir arbeiten beide an der Uniklinik, haben keine Haustiere und könnten zum 1. Februar einziehen. Unter der Woche passen uns Termine ab 17 Uhr.',
    privacyConsent: true,
    status: 'in-bearbeitung',
    note: 'Besichtigung am Donnerstag, 26.11., 17:30 Uhr vereinbart. Selbstauskunft wird vorab gemailt.',
  },
  {
    name: 'Renate Vogel',
    email: 'renate.vogel@example.net',
    phone: '0221 4710 789',
    topic: 'bewertung',
    message:
      'Mein Mann und ich überlegen, unser Reihenhaus in Klettenberg (Baujahr 1934, ca. 130 m² Wohnfläche) in den nächsten ein bis zwei Jahren zu verkaufen. Können Sie uns sagen, was es heute wert ist? Wir sind meist vormittags zu Hause.',
    privacyConsent: true,
    status: 'erledigt',
    note: 'Vor-Ort-Termin mit Dr. Hilgers am 12.11. durchgeführt, Kurzgutachten versandt. Im Frühjahr nachfassen.',
  },
  {
    name: 'Ahmet Yılmaz',
    email: 'a.yilmaz@example.com',
    topic: 'allgemein',
    message:
      'Guten Tag, vermitteln Sie auch Gewerbeflächen? Ich suche für meine Physiotherapiepraxis etwa 120 m² im Erdgeschoss in Ehrenfeld oder Neuehrenfeld.',
    privacyConsent: true,
    status: 'erledigt',
    note: 'Telefonisch beantwortet: Gewerbe nur im Einzelfall, Kontakt zu einem Kollegen für Praxisflächen weitergegeben.',
  },
  {
    name: 'Claudia Berger',
    email: 'claudia.berger@example.org',
    phone: '0221 4710 321',
    topic: 'vermietung',
    message:
      'Ich habe eine 2-Zimmer-Wohnung in Nippes geerbt (62 m², 2. OG, Balkon), die ab März frei wird. Ich wohne in München und suche jemanden, der die Vermietung komplett übernimmt. Was kostet das und wie gehen Sie vor?',
    privacyConsent: true,
    status: 'neu',
  },
];
