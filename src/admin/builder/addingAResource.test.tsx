// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { viewings } from '../../../test-support/admin/viewings';
import { buildResourceScreens } from './buildResourceScreens';

beforeAll(() => {
  // jsdom has no layout: react-admin scrolls to the top after navigating.
  window.scrollTo = () => {};
});
afterEach(cleanup);

const screens = () => [{ definition: viewings, screens: buildResourceScreens(viewings) }];

describe('a resource that has nothing but its declaration', () => {
  it('gets list, create, edit and undoable delete screens', async () => {
    const user = userEvent.setup();
    const { provider, records } = memoryDataProvider([viewings]);
    renderAdmin({ resources: screens(), dataProvider: provider, path: '/viewings' });

    // The empty list invites creating the first record.
    expect(await screen.findByText('Besichtigungen: noch keine Einträge')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Anlegen' }));

    // The form validates like the server: required fields, then the declaration's cross-field rule.
    const save = await screen.findByRole('button', { name: 'Speichern' });
    await user.type(screen.getByRole('textbox', { name: 'Notizen' }), 'Schlüssel beim Hausmeister');
    await user.click(save);
    expect(await screen.findAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: /Anlass/ }), 'Familie Schmitz');
    await user.click(screen.getByRole('combobox', { name: /Art/ }));
    await user.click(await screen.findByRole('option', { name: 'Offene Besichtigung' }));
    await user.click(save);
    expect(await screen.findByText('Bitte schätzen Sie die Zahl der Gäste.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Gäste/ }), '12');
    await user.click(screen.getByRole('checkbox', { name: 'Kaffee' }));
    await user.click(save);

    // Saved through the data provider, appended to the order, and listed.
    expect(await screen.findByText('Familie Schmitz')).toBeTruthy();
    expect(records('viewings')).toMatchObject([
      { title: 'Familie Schmitz', kind: 'offen', guests: 12, extras: ['kaffee'], order: 1, confirmed: false },
    ]);

    // Edit.
    await user.click(screen.getByText('Familie Schmitz'));
    const title = await screen.findByRole('textbox', { name: /Anlass/ });
    await user.clear(title);
    await user.type(title, 'Familie Schmitz-Berger');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Familie Schmitz-Berger')).toBeTruthy();
    expect(records('viewings')[0].title).toBe('Familie Schmitz-Berger');

    // Delete, undo, and delete for real once the notification has gone.
    const deleteFromEditScreen = async () => {
      await user.click(screen.getByText('Familie Schmitz-Berger'));
      await screen.findByRole('textbox', { name: /Anlass/ });
      await user.click(screen.getByRole('button', { name: 'Löschen' }));
    };
    await deleteFromEditScreen();
    await user.click(await screen.findByRole('button', { name: 'Rückgängig' }));
    expect(await screen.findByText('Familie Schmitz-Berger')).toBeTruthy();
    expect(records('viewings')).toHaveLength(1);

    await deleteFromEditScreen();
    expect(await screen.findByText('Eintrag gelöscht')).toBeTruthy();
    expect(screen.queryByText('Familie Schmitz-Berger')).toBeNull();
    await waitFor(() => expect(records('viewings')).toHaveLength(0), { timeout: 10_000 });
  }, 60_000);

  it('shows the server’s field messages on the inputs they belong to', async () => {
    const user = userEvent.setup();
    const { provider } = memoryDataProvider([viewings], {
      viewings: [{ id: 'v1', title: 'Besichtigung Sülz', kind: 'einzel', order: 1, confirmed: false, extras: [] }],
    });
    // A rule only the server knows (say, a double booking) answers like the server: 400 with field messages.
    const dataProvider = {
      ...provider,
      update: () => {
        const message = 'Bitte prüfen Sie die markierten Felder.';
        return Promise.reject(
          Object.assign(new Error(message), {
            status: 400,
            body: { message, errors: { day: 'An diesem Tag ist schon eine Besichtigung.', root: { serverError: message } } },
          }),
        );
      },
    };
    // react-admin logs failed data provider calls in development; this one is intended.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin({ resources: screens(), dataProvider, path: '/viewings/v1' });
    await user.type(await screen.findByRole('textbox', { name: 'Notizen' }), 'Mit Kaffee');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const day = await screen.findByLabelText(/Tag/);
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    const field = day.closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText('An diesem Tag ist schon eine Besichtigung.')).toBeTruthy();
    expect(await screen.findByText('Bitte prüfen Sie die markierten Felder.')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ status: 400 }));
    consoleError.mockRestore();
  });
});
