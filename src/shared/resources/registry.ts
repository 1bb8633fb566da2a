import { inquiries } from './inquiries';
import { marketPrices } from './marketPrices';
import { numbers } from './numbers';
import { portals } from './portals';
import { properties } from './properties';
import { settings } from './settings';
import { team } from './team';
import { testimonials } from './testimonials';
import { withdrawals } from './withdrawals';
import type { ResourceDefinition } from './defineResource';

/** Every resource of the product. Adding one: a declaration file plus one line here (docs/adding-a-resource.md). */
export const resources = {
  properties,
  team,
  testimonials,
  numbers,
  inquiries,
  withdrawals,
  settings,
  marketPrices,
  portals,
} as const;

export type ResourceName = keyof typeof resources;

export const resourceList: readonly ResourceDefinition[] = Object.values(resources) as readonly ResourceDefinition[];

export function findResource(name: string): ResourceDefinition | undefined {
  return Object.hasOwn(resources, name) ? (resources[name as ResourceName] as unknown as ResourceDefinition) : undefined;
}
