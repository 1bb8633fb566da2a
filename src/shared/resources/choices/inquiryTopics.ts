/** What a visitor's inquiry is about: the forms' choices and the dashboard's filter. */
export const inquiryTopics = [
  { id: 'allgemein', name: 'Allgemeine Anfrage' },
  { id: 'expose', name: 'Exposé anfordern' },
  { id: 'besichtigung', name: 'Besichtigung vereinbaren' },
  { id: 'bewertung', name: 'Kostenlose Immobilienbewertung' },
  { id: 'verkauf', name: 'Immobilie verkaufen' },
  { id: 'vermietung', name: 'Immobilie vermieten' },
] as const;

/** The contact page offers every topic but the exposé's own two. */
export const CONTACT_TOPICS = inquiryTopics.map((topic) => topic.id).filter((id) => id !== 'expose' && id !== 'besichtigung');

/** The topic a contact link asks for (`?anliegen=bewertung`, say); anything else is a general inquiry. */
export const contactTopicOf = (asked: string | null): (typeof inquiryTopics)[number]['id'] =>
  CONTACT_TOPICS.find((topic) => topic === asked) ?? 'allgemein';
