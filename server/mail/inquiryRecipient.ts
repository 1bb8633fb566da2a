import type { SettingsRecord } from '../../src/shared/resources/settings';
import { displayName, isMailAddress } from './mailAddress';
import type { MailParty } from './outgoingMail';

/** The settings field holding the routing address of each inquiry topic (ids of inquiryTopics). */
export const ROUTING_FIELD_OF_TOPIC: Record<string, keyof SettingsRecord> = {
  allgemein: 'inquiryMailGeneral',
  expose: 'inquiryMailExpose',
  besichtigung: 'inquiryMailViewing',
  bewertung: 'inquiryMailValuation',
  verkauf: 'inquiryMailSale',
  vermietung: 'inquiryMailLetting',
};

export interface RoutingInput {
  topic: string;
  /** The inquired property's contact person, if it has one. */
  contactPerson?: { name?: unknown; email?: unknown } | null;
  settings?: Partial<SettingsRecord> | null;
}

/**
 * Who gets a new inquiry: the contact person of the inquired property, else the routing address of its topic in
 * the settings, else the agency's address; undefined when none of them is a usable address.
 */
export function inquiryRecipient({ topic, contactPerson, settings }: RoutingInput): MailParty | undefined {
  if (contactPerson && isMailAddress(contactPerson.email)) {
    return { address: contactPerson.email, name: displayName(typeof contactPerson.name === 'string' ? contactPerson.name : undefined) };
  }
  const field = ROUTING_FIELD_OF_TOPIC[topic];
  const routed = field ? settings?.[field] : undefined;
  if (isMailAddress(routed)) return { address: routed };
  if (isMailAddress(settings?.email)) return { address: settings.email, name: displayName(settings.companyName) };
  return undefined;
}

/**
 * The team member who answers an inquiry and is named to the visitor: for a valuation request the agency's valuer
 * named in the settings, else the inquired property's contact person. Both backends look the id up themselves.
 */
export function answeringPersonId(
  topic: unknown,
  settings: Partial<SettingsRecord> | null | undefined,
  property: Record<string, unknown> | null | undefined,
): string | undefined {
  const id = topic === 'bewertung' ? settings?.valuationContact : property?.contactPerson;
  return typeof id === 'string' ? id : undefined;
}
