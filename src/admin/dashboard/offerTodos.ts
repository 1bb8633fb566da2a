import { properties, type PropertyRecord } from '../../shared/resources/properties';

const energyFields = new Set<string>(properties.fields.filter((field) => field.group === 'Energieausweis').map((field) => field.name));

/**
 * What is missing before an offer can be shown well and lawfully: pictures, the energy data GEG § 87 asks for,
 * and a sale's buyer's commission. The rules are the declaration's own, checked as if the offer were published.
 */
export function offerTodos(record: PropertyRecord): string[] {
  const todos: string[] = [];
  if (!record.images?.length) todos.push('Keine Bilder');
  const errors = properties.validate?.({ ...record, published: true }) ?? {};
  if (!record.energyCertificateType) todos.push('Keine Angabe zum Energieausweis');
  else if (Object.keys(errors).some((field) => energyFields.has(field))) todos.push('Pflichtangaben zum Energieausweis fehlen (GEG § 87)');
  if (errors.buyerCommission || errors.buyerCommissionPercent) todos.push('Käuferprovision fehlt');
  return todos;
}
