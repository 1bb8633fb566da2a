import type { InquiryMailData } from './inquiryMailData';
import type { WithdrawalMailData } from './withdrawalMailData';

/** Made-up inquiries the dashboard's template previews and the screenshots show (with the agency's real settings). */
export function sampleInquiry(origin: string | null, topic: 'expose' | 'allgemein' = 'expose'): InquiryMailData {
  const site = origin ?? 'https://www.example.de';
  return {
    name: 'Dr. Klara Mustermann-Schmitz',
    email: 'klara.mustermann@example.org',
    phone: '0221 987654-32',
    topicLabel: topic === 'expose' ? 'Exposé anfordern' : 'Allgemeine Anfrage',
    message:
      'Guten Tag,\nwir interessieren uns sehr für die Wohnung und würden sie gern am Samstagvormittag besichtigen. Ist ein Stellplatz in der Tiefgarage dabei?\n\nMit freundlichen Grüßen\nKlara Mustermann-Schmitz',
    property:
      topic === 'expose'
        ? { title: 'Sonnige Altbauwohnung mit Balkon in Sülz', objectNumber: 'RK-1042', url: `${site}/angebote/beispiel`, forSale: true }
        : null,
    contactPerson: topic === 'expose' ? { name: 'Anna Berger', role: 'Immobilienberaterin', phone: '0221 123456-12' } : null,
    dashboardUrl: `${site}/dashboard/inquiries/beispiel/show`,
    receivedAt: '02.03.2026, 09:41 Uhr',
    withdrawalUrl: `${site}/vertrag-widerrufen?anfrage=beispiel`,
  };
}

/** A made-up withdrawal, matched to the sample inquiry. */
export function sampleWithdrawal(origin: string | null): WithdrawalMailData {
  const site = origin ?? 'https://www.example.de';
  return {
    name: 'Dr. Klara Mustermann-Schmitz',
    email: 'klara.mustermann@example.org',
    contract: 'Exposé anfordern vom 02.03.2026 zu „Sonnige Altbauwohnung mit Balkon in Sülz“ (Objekt-Nr. RK-1042)',
    receivedAt: '05.03.2026, 18:12 Uhr',
    inquiry: {
      description: 'Exposé anfordern vom 02.03.2026 zu „Sonnige Altbauwohnung mit Balkon in Sülz“ (Objekt-Nr. RK-1042)',
      dashboardUrl: `${site}/dashboard/inquiries/beispiel/show`,
    },
    dashboardUrl: `${site}/dashboard/withdrawals/beispiel/show`,
    confirmationSent: true,
  };
}
