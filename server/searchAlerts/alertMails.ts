import { createElement } from 'react';
import { formatArea, formatRooms } from '../../src/shared/format/numbers';
import { districtName } from '../../src/shared/listings/places';
import { headlinePrice } from '../../src/shared/listings/price';
import type { ImageValue } from '../../src/shared/resources/imageValue';
import type { PropertyRecord } from '../../src/shared/resources/properties';
import { offerPath } from '../../src/shared/resources/propertyScopes';
import type { SettingsRecord } from '../../src/shared/resources/settings';
import { describeCriteria } from '../../src/shared/search/offerCriteria';
import { senderOf } from '../mail/inquiryMails';
import { mailPictureUrl } from '../media/mailPictures';
import type { OutgoingMail } from '../mail/outgoingMail';
import { renderMail } from '../mail/templates/renderMail';
import { SearchAlertConfirmMail, searchAlertConfirmSubject } from '../mail/templates/SearchAlertConfirmMail';
import { SearchAlertListingMail, searchAlertSubject, type AlertListing } from '../mail/templates/SearchAlertListingMail';
import { SearchAlertReminderMail, searchAlertReminderSubject } from '../mail/templates/SearchAlertReminderMail';
import { ALERTS_COLLECTION } from '../../src/shared/firebase/serverCollections';
import { alertPageLink, oneClickLink } from './alertLinks';
import { criteriaOf, type AlertRow } from '../../src/shared/search/alertRow';

/** What every mail of a request needs besides the request. */
export interface AlertMailContext {
  settings: Partial<SettingsRecord> | undefined;
  /** MAIL_FROM. */
  from: string | undefined;
  origin: string;
}

/**
 * A listing as a mail shows it: the title picture (its JPEG mail rendition, only with PUBLIC_URL), the headline facts
 * and the exposé's address.
 */
export function alertListingOf(listing: PropertyRecord & { id: string }, origin: string, publicUrl: string | undefined): AlertListing {
  const picture = (listing.images as ImageValue[] | undefined)?.[0];
  const pictureUrl = picture ? mailPictureUrl(picture, publicUrl) : null;
  const price = headlinePrice(listing);
  return {
    title: listing.title,
    url: `${origin}${offerPath(listing.id)}`,
    image: pictureUrl ? { src: pictureUrl, alt: picture!.alt || listing.title } : null,
    facts: [
      price && `${price.label} ${price.value}`,
      listing.rooms != null && formatRooms(listing.rooms),
      listing.livingArea != null && formatArea(listing.livingArea),
      `Köln-${districtName(listing.district)}`,
    ].filter((fact): fact is string => Boolean(fact)),
  };
}

// The bare address: the name is the visitor's own text, and in the To header a stranger's inbox would show it as if
// the agency had written it.
const recipient = (alert: AlertRow) => ({ address: alert.email });

/** The double opt-in mail; undefined while no sender address is known. */
export async function composeConfirmMail(alert: AlertRow, token: string, context: AlertMailContext): Promise<OutgoingMail | undefined> {
  const from = senderOf(context.from, context.settings);
  if (!from) return undefined;
  const link = alertPageLink(context.origin, 'bestaetigen', token);
  const element = createElement(SearchAlertConfirmMail, {
    agency: context.settings ?? {},
    origin: context.origin,
    link,
    criteria: describeCriteria(criteriaOf(alert)),
  });
  return {
    kind: 'search-alert-confirm',
    from,
    to: recipient(alert),
    subject: searchAlertConfirmSubject,
    ...(await renderMail(element)),
    secrets: [link],
    related: { collection: ALERTS_COLLECTION, id: alert.id },
  };
}

/**
 * The management and unsubscribe links of a mail, all from one new token, and the RFC 8058 headers: a mail client's
 * "Abmelden" posts `List-Unsubscribe=One-Click` to the one-click address.
 */
function unsubscribeParts(token: string, origin: string) {
  const links = {
    manage: alertPageLink(origin, 'verwalten', token),
    unsubscribe: alertPageLink(origin, 'abmelden', token),
  };
  const oneClick = oneClickLink(origin, token);
  return {
    links,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    secrets: [links.manage, links.unsubscribe, oneClick],
  };
}

/** New listings for a request: one ("sofort") or the day's (digest). Undefined while no sender address is known. */
export async function composeListingMail(
  alert: AlertRow,
  listings: readonly AlertListing[],
  digest: boolean,
  token: string,
  context: AlertMailContext,
): Promise<OutgoingMail | undefined> {
  const from = senderOf(context.from, context.settings);
  if (!from || listings.length === 0) return undefined;
  const { links, headers, secrets } = unsubscribeParts(token, context.origin);
  const element = createElement(SearchAlertListingMail, {
    agency: context.settings ?? {},
    origin: context.origin,
    listings,
    criteria: describeCriteria(criteriaOf(alert)),
    links,
    digest,
  });
  return {
    kind: digest ? 'search-alert-digest' : 'search-alert',
    from,
    to: recipient(alert),
    subject: searchAlertSubject(listings),
    ...(await renderMail(element)),
    headers,
    secrets,
    related: { collection: ALERTS_COLLECTION, id: alert.id },
  };
}

/** The one question after 12 months without a click. */
export async function composeReminderMail(alert: AlertRow, token: string, context: AlertMailContext): Promise<OutgoingMail | undefined> {
  const from = senderOf(context.from, context.settings);
  if (!from) return undefined;
  const { links, headers, secrets } = unsubscribeParts(token, context.origin);
  const element = createElement(SearchAlertReminderMail, {
    agency: context.settings ?? {},
    origin: context.origin,
    criteria: describeCriteria(criteriaOf(alert)),
    links,
  });
  return {
    kind: 'search-alert-reminder',
    from,
    to: recipient(alert),
    subject: searchAlertReminderSubject,
    ...(await renderMail(element)),
    headers,
    secrets,
    related: { collection: ALERTS_COLLECTION, id: alert.id },
  };
}
