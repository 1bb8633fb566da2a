// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/history/changes';
import type { HistorySource } from '../../shared/history/historySource';
import { resourceList } from '../../shared/resources/registry';
import { adminResources } from '../resources/adminResources';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { offer as sampleOffer } from '../../../test-support/firebase/records';

const stamps = { createdAt: '2026-11-12T10:00:00Z', updatedAt: '2026-11-12T13:05:00Z' };
const property = {
  id: 'p1',
  ...stamps,
  ...sampleOffer('Altbau in Sülz', { price: 625_000, livingArea: 96 }),
  images: [],
  floorPlans: [],
};
const longText = `Helle Altbauwohnung mit Stuck, Dielen und Balkon zum ruhigen Hof. ${'Sehr gepflegt. '.repeat(10)}Ende der Beschreibung.`;
const author = { staffId: 'u1', name: 'Miriam Schäfer' };
const entries: HistoryEntry[] = [
  {
    id: 'e2',
    resource: 'properties',
    recordId: 'p1',
    action: 'update',
    author,
    at: new Date(2026, 10, 12, 14, 5).getTime(),
    changes: [
      { field: 'price', from: 649_000, to: 625_000 },
      { field: 'description', from: null, to: longText },
    ],
  },
  {
    id: 'e1',
    resource: 'properties',
    recordId: 'p1',
    action: 'create',
    author: { staffId: null, name: 'OpenImmo-Import' },
    at: new Date(2026, 10, 12, 11, 0).getTime(),
    changes: [{ field: 'price', from: null, to: 649_000 }],
  },
];

function recordingSource() {
  const restored: string[] = [];
  const source: HistorySource = {
    list: async () => entries,
    restoreVersion: async (_resource, _id, entryId) => {
      restored.push(entryId);
    },
    trash: async () => [],
    restoreFromTrash: async () => {},
  };
  return { source, restored };
}

beforeAll(() => {
  window.scrollTo = () => {};
});
afterEach(cleanup);

describe('the Verlauf tab', () => {
  it('reads the changes in German, newest first, and restores a former version after confirming', async () => {
    const { source, restored } = recordingSource();
    renderAdmin({
      resources: adminResources,
      dataProvider: memoryDataProvider(resourceList, { properties: [property] }).provider,
      path: '/properties/p1',
      historySource: source,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Verlauf' }));
    const list = await screen.findByRole('list', { name: 'Verlauf' });
    const [newest, oldest] = within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(newest).toBe('Geändert von Miriam Schäfer, 12.11.2026 14:05');
    expect(oldest).toBe('Angelegt von OpenImmo-Import, 12.11.2026 11:00');
    expect(
      within(list).getAllByText(
        (_, element) => element?.tagName === 'LI' && /^Kaufpreis: 649\.000\s€ → 625\.000\s€$/.test(element.textContent ?? ''),
      ),
    ).toHaveLength(1);

    // A long text is shortened, and shown whole on request.
    const description = within(list).getByText('Objektbeschreibung:').closest('li')!;
    expect(description.textContent).not.toContain('Ende der Beschreibung.');
    fireEvent.click(within(description).getByRole('button', { name: 'Alles anzeigen' }));
    expect(description.textContent).toContain('Ende der Beschreibung.');

    // Only the former version can be restored, and only after confirming.
    const restore = within(list).getAllByRole('button', { name: 'Diese Version wiederherstellen' });
    expect(restore).toHaveLength(1);
    fireEvent.click(restore[0]);
    const dialog = await screen.findByRole('dialog');
    expect(restored).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    await screen.findByText('Die Version wurde wiederhergestellt.');
    expect(restored).toEqual(['e1']);
    // The property's form renders slowly in jsdom.
  }, 60_000);

  it('shows each value as its field does: years without separator, the contact person by name, choices, Ja/Nein, dates', async () => {
    const member = { id: 't1', ...stamps, name: 'Jonas Becker', role: 'Makler', order: 1 };
    const changed: HistoryEntry = {
      id: 'e3',
      resource: 'properties',
      recordId: 'p1',
      action: 'update',
      author,
      at: new Date(2026, 10, 12, 15, 0).getTime(),
      changes: [
        { field: 'yearBuilt', from: 1958, to: 1962 },
        { field: 'contactPerson', from: null, to: 't1' },
        { field: 'status', from: 'verfuegbar', to: 'reserviert' },
        { field: 'published', from: false, to: true },
        { field: 'energyCertificateIssued', from: null, to: '2026-03-01' },
      ],
    };
    const source: HistorySource = { ...recordingSource().source, list: async () => [changed] };
    renderAdmin({
      resources: adminResources,
      dataProvider: memoryDataProvider(resourceList, { properties: [property], team: [member] }).provider,
      path: '/properties/p1',
      historySource: source,
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Verlauf' }));
    const list = await screen.findByRole('list', { name: 'Verlauf' });
    const line = (label: string) => within(list).getByText(`${label}:`).closest('li')!.textContent;
    expect(line('Baujahr')).toBe('Baujahr: 1958 → 1962');
    await waitFor(() => expect(line('Ansprechpartner')).toBe('Ansprechpartner: leer → Jonas Becker'));
    expect(line('Status')).toBe('Status: Verfügbar → Reserviert');
    expect(line('Veröffentlicht')).toBe('Veröffentlicht: Nein → Ja');
    expect(line('Ausgestellt am')).toBe('Ausgestellt am: leer → 01.03.2026');
  }, 60_000);

  it('follows an inquiry’s two editable fields, with the website as the author of what a visitor sent', async () => {
    const inquiry = {
      id: 'i1',
      ...stamps,
      name: 'Jana Krüger',
      email: 'jana@example.de',
      topic: 'besichtigung',
      message: 'Ist die Wohnung noch frei?',
      privacyConsent: true,
      status: 'neu',
    };
    const sent: HistoryEntry = {
      id: 'e1',
      resource: 'inquiries',
      recordId: 'i1',
      action: 'create',
      author: { staffId: null, name: 'Website' },
      at: new Date(2026, 10, 12, 9, 30).getTime(),
      changes: [{ field: 'name', from: null, to: 'Jana Krüger' }],
    };
    const source: HistorySource = { ...recordingSource().source, list: async () => [sent] };
    renderAdmin({
      resources: adminResources,
      dataProvider: memoryDataProvider(resourceList, { inquiries: [inquiry] }).provider,
      path: '/inquiries/i1',
      historySource: source,
    });
    const list = await screen.findByRole('list', { name: 'Verlauf' });
    expect(within(list).getByRole('heading', { level: 3 }).textContent).toBe('Angelegt von Website, 12.11.2026 09:30');
    expect(within(list).getByText('Name:').closest('li')!.textContent).toBe('Name: Jana Krüger');
  }, 60_000);
});
