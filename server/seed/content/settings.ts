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
  inquiryMailValuation: 'bewertung@rheinkontor-immobilien.de',
  withdrawalNotice: [
    'Widerrufsrecht',
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Rheinkontor Immobilien GmbH, Dürener Straße 212, 50931 Köln, Telefon 0221 123456-0, E-Mail info@rheinkontor-immobilien.de) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können das Muster-Widerrufsformular oder eine andere eindeutige Erklärung auch auf unserer Website unter „Vertrag widerrufen“ elektronisch ausfüllen und übermitteln. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    'Folgen des Widerrufs',
    'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts unterrichten, bereits erbrachten Dienstleistungen entspricht.',
    'Muster-Widerrufsformular',
    '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.) An Rheinkontor Immobilien GmbH, Dürener Straße 212, 50931 Köln, info@rheinkontor-immobilien.de: Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*) – Bestellt am (*) – Name des/der Verbraucher(s) – Anschrift des/der Verbraucher(s) – Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier) – Datum. (*) Unzutreffendes streichen.',
  ].join('\n'),
};
