// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resourceList } from '../../shared/resources/registry';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { adminResources } from './adminResources';
import { offer as sampleOffer } from '../../../test-support/firebase/records';

const image = {
  src: '/media/abc/960.webp',
  srcset: '/media/abc/480.webp 480w, /media/abc/960.webp 960w',
  width: 960,
  height: 720,
  alt: 'Wohnzimmer mit Stuck',
};
const stamps = { createdAt: '2026-03-01T10:00:00Z', updatedAt: '2026-03-01T10:00:00Z' };
const seed = {
  properties: [
    {
      id: 'p1',
      ...stamps,
      ...sampleOffer('Altbauwohnung mit Stuck in Sülz', { objectNumber: 'RK-1042', price: 689_000, livingArea: 96.5, rooms: 3.5 }),
      images: [image],
      floorPlans: [],
      features: ['balkon'],
      contactPerson: 't1',
    },
  ],
  team: [{ id: 't1', ...stamps, name: 'Anna Berger', role: 'Immobilienberaterin', order: 1, published: true }],
  testimonials: [{ id: 's1', ...stamps, author: 'Familie Krüger', text: 'Sehr zufrieden.', rating: 5, order: 1, published: true }],
  numbers: [{ id: 'n1', ...stamps, label: 'vermittelte Immobilien', value: 450, prefix: 'über', order: 1, published: true }],
  inquiries: [
    {
      id: 'i1',
      ...stamps,
      name: 'Jana Krüger',
      email: 'jana@example.de',
      topic: 'besichtigung',
      property: 'p1',
      message: 'Ist die Wohnung noch frei?',
      privacyConsent: true,
      status: 'neu',
    },
  ],
  settings: [
    {
      id: 'agency',
      ...stamps,
      companyName: 'Rheinkontor Immobilien GmbH',
      legalForm: 'GmbH',
      representatives: 'Anna Berger',
      street: 'Sülzburgstraße 12',
      postcode: '50937',
      city: 'Köln',
      phone: '0221 123456',
      email: 'info@rheinkontor-immobilien.de',
      permit34c: 'Erteilt',
      supervisoryAuthority: 'Stadt Köln',
      consumerDispute: 'Wir nehmen nicht teil.',
    },
  ],
};

let consoleErrors: MockInstance;
let consoleWarnings: MockInstance;
beforeAll(() => {
  window.scrollTo = () => {};
});
beforeEach(() => {
  consoleErrors = vi.spyOn(console, 'error');
  consoleWarnings = vi.spyOn(console, 'warn');
});
afterEach(() => {
  cleanup();
  // React's warnings (keys, unknown DOM props, controlled inputs …) go to the console: there must be none.
  expect(consoleErrors).not.toHaveBeenCalled();
  expect(consoleWarnings).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

const show = (path: string) =>
  renderAdmin({ resources: adminResources, dataProvider: memoryDataProvider(resourceList, seed).provider, path });

describe('the product’s dashboard screens', () => {
  it('list properties with price, status and the title image', async () => {
    show('/properties');
    const row = (await screen.findByText('Altbauwohnung mit Stuck in Sülz')).closest('tr')!;
    expect(within(row).getByText('689.000 €')).toBeTruthy();
    expect(within(row).getByText('Verfügbar')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Wohnzimmer mit Stuck' })).toBeTruthy();
    // Screen readers get a name for the row's checkbox (adminTheme hands react-admin's label to the input).
    expect(within(row).getByRole('checkbox', { name: 'Diese Zeile auswählen' })).toBeTruthy();
  });

  it('edit a property in the tabs of its declaration', async () => {
    show('/properties/p1');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Basisdaten',
      'Preise',
      'Flächen',
      'Energieausweis',
      'Ausstattung',
      'Texte',
      'Bilder',
      'Kontakt',
      'Verlauf',
    ]);
    expect(screen.getByRole('link', { name: /Auf der Website ansehen/ }).getAttribute('href')).toBe('/angebote/p1');
  });

  it.each(['team', 'testimonials', 'numbers'])('list %s with controls to reorder', async (name) => {
    show(`/${name}`);
    expect(await screen.findAllByRole('button', { name: /nach unten verschieben$/ })).toHaveLength(1);
  });

  it.each(['team', 'testimonials', 'numbers', 'properties'])('offer a form to create %s', async (name) => {
    show(`/${name}/create`);
    expect(await screen.findByRole('button', { name: 'Speichern' })).toBeTruthy();
  });

  it('show an inquiry with the way to answer and to mark it handled', async () => {
    show('/inquiries/i1/show');
    expect(await screen.findByText('Ist die Wohnung noch frei?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'jana@example.de' }).getAttribute('href')).toBe('mailto:jana@example.de');
    expect(screen.getByRole('button', { name: 'Als erledigt markieren' })).toBeTruthy();
  });

  it('show the agency’s settings as one form', async () => {
    show('/settings');
    expect(await screen.findByDisplayValue('Rheinkontor Immobilien GmbH')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Unternehmen',
      'Kontakt',
      'Register und Aufsicht',
      'Hinweise',
      'E-Mail',
      'Datenschutz',
      'Verlauf',
    ]);
  });
});
