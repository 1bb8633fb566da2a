import type { settings } from '../../../src/shared/resources/settings';
import type { SeedInput } from './types';

export type SettingsSeed = SeedInput<typeof settings>;

/** The agency's data for footer, contact page and Impressum; stored under the id 'agency'. */
export const demoSettings: SettingsSeed = {
  companyName: 'Rheinkontor Immobilien GmbH',
  legalForm: 'GmbH',
  representatives: 'Katharina Weyer, Dr. Markus Hilgers (Geschäftsführung)',
  street: 'Dürener Straße 212',
  postcode: '50931',
  city: 'Köln',
  phone: '0221 123456-0',
  email: 'info@rheinkontor-immobilien.de',
  openingHours: 'Montag bis Freitag: 9:00–18:00 Uhr\nSamstag: 10:00–14:00 Uhr nach Vereinbarung',
  registerCourt: 'Amtsgericht Köln',
  registerNumber: 'HRB 41873',
  vatId: 'DE318274650',
  permit34c:
    'Erlaubnis nach § 34c Abs. 1 Satz 1 Nr. 1 und Nr. 4 GewO (Immobilienmakler und Wohnimmobilienverwalter), erteilt durch die Stadt Köln, Amt für öffentliche Ordnung.',
  supervisoryAuthority: 'Stadt Köln, Amt für öffentliche Ordnung, Gewerbeangelegenheiten, Willy-Brandt-Platz 3, 50679 Köln',
  chamber: 'IHK Köln, Unter Sachsenhausen 10–26, 50667 Köln',
  professionalRules:
    'Es gelten die Gewerbeordnung (GewO), insbesondere § 34c GewO, und die Makler- und Bauträgerverordnung (MaBV), für die Vermittlung von Mietwohnungen außerdem das Wohnungsvermittlungsgesetz (WoVermittG). Sie können diese Vorschriften kostenlos auf www.gesetze-im-internet.de einsehen.',
  contentResponsible: 'Katharina Weyer, Dürener Straße 212, 50931 Köln',
  consumerDispute:
    'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
  dataProtectionOfficer:
    'Wir sind nicht verpflichtet, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen (Art. 37 DSGVO, § 38 BDSG). Fragen zum Datenschutz beantwortet Ihnen unsere Geschäftsführung unter datenschutz@rheinkontor-immobilien.de oder unter 0221 123456-0.',
};
