/** The agency's brand as it appears in titles, the logo and sharing cards. */
export const brand = {
  name: 'Rheinkontor Immobilien',
  tagline: 'Ihr erster Ansprechpartner für Immobilienvermittlung in Köln',
  description:
    'Rheinkontor Immobilien – Ihr Immobilienmakler in Köln für Verkauf, Vermietung und Neubauprojekte. Persönlich, marktkundig und mit fairer Bewertung.',
  locale: 'de_DE',
} as const;

export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : `${brand.name} – Immobilienmakler in Köln`;
}
