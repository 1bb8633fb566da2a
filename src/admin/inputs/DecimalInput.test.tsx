// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildResourceScreens } from '../builder/buildResourceScreens';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { viewings } from '../../../test-support/admin/viewings';

beforeAll(() => {
  // jsdom has no layout: react-admin scrolls to the top after navigating.
  window.scrollTo = () => {};
});
afterEach(cleanup);

const seeded = () =>
  memoryDataProvider([viewings], {
    viewings: [{ id: 'v1', title: 'Besichtigung Sülz', kind: 'einzel', area: 92.5, order: 1, confirmed: false, extras: [] }],
  });
const open = (provider: ReturnType<typeof seeded>['provider']) =>
  renderAdmin({
    resources: [{ definition: viewings, screens: buildResourceScreens(viewings) }],
    dataProvider: provider,
    path: '/viewings/v1',
  });

describe('number fields of the generated forms', () => {
  it('show the stored value with a decimal comma and store "2,5" as 2.5', async () => {
    const user = userEvent.setup();
    const { provider, records } = seeded();
    open(provider);
    const area = await screen.findByRole('textbox', { name: 'Fläche' });
    expect((area as HTMLInputElement).value).toBe('92,5');
    await user.clear(area);
    await user.type(area, '2,5');
    // The comma stays while typing, and after leaving the field.
    expect((area as HTMLInputElement).value).toBe('2,5');
    await user.tab();
    expect((area as HTMLInputElement).value).toBe('2,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(records('viewings')[0].area).toBe(2.5));
  });

  it('read a dot with three digits after it as thousands: "1.250" m² are 1250', async () => {
    const user = userEvent.setup();
    const { provider, records } = seeded();
    open(provider);
    const area = await screen.findByRole('textbox', { name: 'Fläche' });
    await user.clear(area);
    await user.type(area, '1.250');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(records('viewings')[0].area).toBe(1250));
  });

  it('refuse what is no number with a German message and save nothing', async () => {
    const user = userEvent.setup();
    const { provider, records } = seeded();
    open(provider);
    const area = await screen.findByRole('textbox', { name: 'Fläche' });
    await user.clear(area);
    await user.type(area, '2,5,1');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine Zahl ein.')).toBeTruthy();
    expect((area as HTMLInputElement).value).toBe('2,5,1');
    expect(records('viewings')[0].area).toBe(92.5);
  });
});
