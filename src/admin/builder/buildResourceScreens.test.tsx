import { describe, expect, it } from 'vitest';
import { numbers } from '../../shared/resources/numbers';
import { resourceList } from '../../shared/resources/registry';
import { settings } from '../../shared/resources/settings';
import { adminResources } from '../resources/adminResources';
import { viewings } from '../../../test-support/admin/viewings';
import { buildResourceScreens } from './buildResourceScreens';
import { resourceIcons } from './resourceIcons';

const screensOf = (name: string) => adminResources.find((resource) => resource.definition.name === name)!.screens;

describe('buildResourceScreens', () => {
  it('turns a declaration into list, create, edit and show screens with icon, label and record name', () => {
    const screens = buildResourceScreens(numbers);
    expect(screens).toMatchObject({
      list: expect.any(Function),
      create: expect.any(Function),
      edit: expect.any(Function),
      show: expect.any(Function),
      icon: resourceIcons.insights,
      recordRepresentation: 'label',
      options: { label: 'Kennzahlen' },
    });
  });

  it('uses a resource’s own screen where it has one, and leaves out a screen set to null', () => {
    const OwnList = () => null;
    const screens = buildResourceScreens(viewings, { list: OwnList, create: null });
    expect(screens.list).toBe(OwnList);
    expect(screens.create).toBeUndefined();
    expect(screens.edit).toEqual(expect.any(Function));
  });

  it('gives a singleton only its one form', () => {
    const screens = buildResourceScreens(settings);
    expect(screens.list).toEqual(expect.any(Function));
    expect([screens.create, screens.edit, screens.show]).toEqual([undefined, undefined, undefined]);
  });

  it('registers every declared resource of the product', () => {
    expect(adminResources.map((resource) => resource.definition.name)).toEqual(resourceList.map((resource) => resource.name));
    expect(screensOf('inquiries').create).toBeUndefined();
    expect(screensOf('inquiries').show).toEqual(expect.any(Function));
    expect(screensOf('properties').create).toEqual(expect.any(Function));
  });
});
