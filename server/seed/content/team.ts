import type { team } from '../../../src/shared/resources/team';
import type { SeedInput } from './types';

/**
 * A team member; the photo is filled in by seeding. `portraitSeed` picks the generated portrait:
 * 1–6 match TEAM_LOOKS[seed - 1] in server/seed/demoImages.ts (hair, beard, glasses) to the person.
 */
export type TeamSeed = SeedInput<typeof team, 'photo'> & { portraitSeed: number };

/** Properties refer to these people by position (`contactIndex`), so keep the order. */
export const demoTeam: readonly TeamSeed[] = [
  {
    name: 'Katharina Weyer',
    role: 'Geschäftsführerin',
    email: 'katharina.weyer@rheinkontor-immobilien.de',
    phone: '0221 123456-10',
    bio: 'Katharina Weyer hat Rheinkontor Immobilien 2001 in Lindenthal gegründet und begleitet bis heute selbst den Verkauf besonderer Häuser im Kölner Westen und Süden. Die Diplom-Kauffrau ist in Sülz aufgewachsen und weiß, warum zwei Straßen weiter manchmal eine andere Welt beginnen. Ihr ist wichtig, dass Verkäufer zu jedem Zeitpunkt wissen, woran sie sind.',
    order: 1,
    published: true,
    portraitSeed: 2,
  },
  {
    name: 'Dr. Markus Hilgers',
    role: 'Geschäftsführer, Immobilienbewertung',
    email: 'markus.hilgers@rheinkontor-immobilien.de',
    phone: '0221 123456-15',
    bio: 'Dr. Markus Hilgers ist Bauingenieur und zertifizierter Sachverständiger für die Bewertung bebauter und unbebauter Grundstücke. Seit 2009 leitet er mit Katharina Weyer das Unternehmen und erstellt jede unserer Wertermittlungen persönlich – mit Blick in den Keller, auf das Dach und in die Bodenrichtwerte. Wenn er nicht bewertet, fährt er mit dem Rad durch den Grüngürtel.',
    order: 2,
    published: true,
    portraitSeed: 1,
  },
  {
    name: 'Philipp Lorenz',
    role: 'Immobilienberater Verkauf',
    email: 'philipp.lorenz@rheinkontor-immobilien.de',
    phone: '0221 123456-12',
    bio: 'Philipp Lorenz betreut den Verkauf von Eigentumswohnungen und Reihenhäusern zwischen Nippes, Klettenberg und Braunsfeld. Der geprüfte Immobilienfachwirt (IHK) bereitet jede Besichtigung so vor, dass Kaufinteressenten ihre Fragen zu Hausgeld, Rücklage und Teilungserklärung gleich vor Ort beantwortet bekommen. Er wohnt mit seiner Familie in Nippes und kennt den Wochenmarkt am Wilhelmplatz aus erster Hand.',
    order: 3,
    published: true,
    portraitSeed: 3,
  },
  {
    name: 'Miriam Schäfer',
    role: 'Immobilienberaterin Vermietung',
    email: 'miriam.schaefer@rheinkontor-immobilien.de',
    phone: '0221 123456-13',
    bio: 'Miriam Schäfer vermietet seit zwölf Jahren Wohnungen für private Eigentümerinnen und Eigentümer in ganz Köln. Sie prüft Bewerbungen sorgfältig, lädt gezielt zu Besichtigungen ein und bereitet Mietvertrag und Übergabeprotokoll vollständig vor. Mietinteressenten schätzen ihre schnellen und ehrlichen Rückmeldungen.',
    order: 4,
    published: true,
    portraitSeed: 4,
  },
  {
    name: 'Tobias Brandt',
    role: 'Neubauvertrieb',
    email: 'tobias.brandt@rheinkontor-immobilien.de',
    phone: '0221 123456-14',
    bio: 'Tobias Brandt ist Ihr Ansprechpartner für unsere Neubauprojekte, derzeit für das Quartier Bayenthaler Gärten. Er erklärt Baubeschreibung, Sonderwunschfristen und Zahlungsplan nach MaBV verständlich und begleitet Käuferinnen und Käufer bis zur Abnahme ihrer Wohnung. Vor seiner Zeit bei uns hat er sechs Jahre bei einer Kölner Bauträgerin gearbeitet.',
    order: 5,
    published: true,
    portraitSeed: 5,
  },
  {
    name: 'Sandra Kühn',
    role: 'Assistenz der Geschäftsführung',
    email: 'sandra.kuehn@rheinkontor-immobilien.de',
    phone: '0221 123456-11',
    bio: 'Sandra Kühn ist die erste Stimme, die Sie am Telefon hören, und sorgt dafür, dass Exposés, Besichtigungstermine und Unterlagen zuverlässig bei Ihnen ankommen. Sie koordiniert die Termine des gesamten Teams und behält auch in vollen Wochen den Überblick. Bei ihr laufen außerdem alle Anfragen zur kostenlosen Immobilienbewertung zusammen.',
    order: 6,
    published: true,
    portraitSeed: 6,
  },
];
