import { properties } from '../../../shared/resources/properties';
import { buildResourceScreens } from '../../builder/buildResourceScreens';
import { PropertyEdit } from './PropertyEdit';
import { PropertyList } from './PropertyList';

/** Properties: a list made for offers and an edit screen that links to the public page; create and show are generated. */
export const propertyScreens = buildResourceScreens(properties, { list: PropertyList, edit: PropertyEdit });
