import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { resourceList } from '../../shared/resources/registry';
import { buildResourceScreens, type ResourceScreens } from '../builder/buildResourceScreens';
import { inquiryScreens } from './inquiries';
import { propertyScreens } from './properties';
import { settingsScreens } from './settings';

/** Resources with screens of their own (one folder each); every other declaration gets the generated ones. */
const ownScreens: Readonly<Record<string, ResourceScreens>> = {
  properties: propertyScreens,
  inquiries: inquiryScreens,
  settings: settingsScreens,
};

export interface AdminResource {
  definition: ResourceDefinition;
  screens: ResourceScreens;
}

/** Every declared resource with its dashboard screens, in the registry's order (the menu's order). */
export const adminResources: readonly AdminResource[] = resourceList.map((definition) => ({
  definition,
  screens: ownScreens[definition.name] ?? buildResourceScreens(definition),
}));
