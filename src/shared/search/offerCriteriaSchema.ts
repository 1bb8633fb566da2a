import { boroughOf, cologneAreas } from '../resources/choices/districts';
import { marketingTypes, objectTypes } from '../resources/choices/property';
import { z } from '../zod';
import { MAX_AREA_LIMIT, MAX_PRICE_LIMIT, MAX_ROOMS_LIMIT } from './offerCriteria';

// Apart from offerCriteria.ts: the offer search on /angebote imports that module, and zod has no place in visitors' JavaScript.
/** A choice list's ids as the tuple z.enum takes. */
export const choiceIds = <T extends string>(choices: readonly { id: T }[]) => choices.map((choice) => choice.id) as [T, ...T[]];
/** Each area once, sorted, without the Stadtteile of a Stadtbezirk that is chosen as a whole. */
function withoutCovered<T extends string>(areas: T[]): T[] {
  const chosen = new Set(areas);
  return [...chosen].filter((area) => !chosen.has(boroughOf(area) as T)).sort();
}
const positive = (label: string, max: number) =>
  z
    .number({ error: `${label}: Bitte geben Sie eine Zahl an.` })
    .positive(`${label}: Bitte geben Sie eine Zahl größer als 0 an.`)
    .max(max, `${label}: Der Wert ist zu groß.`)
    .optional();

/** The criteria as the API accepts them, with German messages for each field. */
export const offerCriteriaSchema = z
  .strictObject(
    {
      marketingType: z
        .enum(choiceIds(marketingTypes), {
          error: 'Bitte wählen Sie Kaufen oder Mieten.',
        })
        .optional(),
      objectType: z.enum(choiceIds(objectTypes), { error: 'Diese Objektart gibt es nicht.' }).optional(),
      districts: z
        .array(
          z.enum(choiceIds(cologneAreas), {
            error: 'Diesen Stadtteil oder Stadtbezirk gibt es nicht.',
          }),
        )
        .max(cologneAreas.length, 'Zu viele Stadtteile.')
        .optional()
        .transform((districts) => (districts?.length ? withoutCovered(districts) : undefined)),
      maxPrice: positive('Preis bis', MAX_PRICE_LIMIT),
      minRooms: positive('Zimmer ab', MAX_ROOMS_LIMIT),
      minArea: positive('Wohnfläche ab', MAX_AREA_LIMIT),
    },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unbekanntes Suchkriterium.' : undefined),
    },
  )
  .refine((criteria) => criteria.maxPrice === undefined || criteria.marketingType !== undefined, {
    path: ['maxPrice'],
    message: 'Ein Höchstpreis gilt nur mit Kaufen oder Mieten: Bitte wählen Sie eines davon.',
  });
