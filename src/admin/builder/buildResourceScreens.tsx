import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { listFilters } from './listFilters';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';
import { resourceIcons } from './resourceIcons';
import { SingletonEdit } from './SingletonEdit';

/** What `<Resource>` takes: the react-admin demo's per-resource object. */
export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon: ComponentType;
  recordRepresentation: string;
  options: { label: string };
}

/** A screen of a resource's own, or `null` for a screen it must not have (nobody creates inquiries in the dashboard). */
export type ScreenOverrides = Partial<Record<'list' | 'create' | 'edit' | 'show', ComponentType | null>>;

/**
 * Turns a declaration into react-admin screens: list (columns, search, filters, default sort, export),
 * create and edit (inputs by field type, tabs by group, the server's validation), show, icon and the
 * field that names a record. A singleton's list is the form of its one record.
 */
export function buildResourceScreens(resource: ResourceDefinition, overrides: ScreenOverrides = {}): ResourceScreens {
  const filters = listFilters(resource);
  const singleton = resource.singleton;
  const generated: Record<keyof ScreenOverrides, ComponentType | undefined> = singleton
    ? { list: () => <SingletonEdit resource={resource} id={singleton} />, create: undefined, edit: undefined, show: undefined }
    : {
        list: () => <ResourceList resource={resource} filters={filters} />,
        create: () => <ResourceCreate resource={resource} />,
        edit: () => <ResourceEdit resource={resource} />,
        show: () => <ResourceShow resource={resource} />,
      };
  const screen = (name: keyof ScreenOverrides) => (overrides[name] === null ? undefined : (overrides[name] ?? generated[name]));

  return {
    list: screen('list'),
    create: screen('create'),
    edit: screen('edit'),
    show: screen('show'),
    icon: resourceIcons[resource.icon],
    recordRepresentation: resource.titleField,
    options: { label: resource.label.other },
  };
}
