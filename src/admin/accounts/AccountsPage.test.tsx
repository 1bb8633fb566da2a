// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryFirestore } from '../../../test-support/firebase/memoryFirestore';
import { STAFF_ADMIN, staffEntries } from '../../../test-support/firebase/records';
import { firestoreAccountSource } from '../../shared/firebase/browser/firestoreAccounts';
import { INVITATIONS_COLLECTION, STAFF_COLLECTION } from '../../shared/firebase/staffList';
import { resourceList } from '../../shared/resources/registry';
import { adminResources } from '../resources/adminResources';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { AccountsPage } from './AccountsPage';
import { AccountSourceContext } from './accountSourceContext';

beforeAll(() => {
  window.scrollTo = () => {};
});
afterEach(cleanup);

const ADMIN = STAFF_ADMIN;

function zugaenge() {
  const firestore = new MemoryFirestore();
  firestore.collections.set(STAFF_COLLECTION, staffEntries());
  const source = firestoreAccountSource(firestore, { admin: async () => ADMIN, origin: () => 'https://www.rheinkontor-immobilien.de' });
  renderAdmin({
    resources: adminResources,
    dataProvider: memoryDataProvider(resourceList, {}).provider,
    path: '/zugaenge',
    customRoutes: (
      <Route
        path="/zugaenge"
        element={
          <AccountSourceContext.Provider value={source}>
            <AccountsPage />
          </AccountSourceContext.Provider>
        }
      />
    ),
  });
  return firestore;
}

describe('the Zugänge screen in Firebase mode', () => {
  it('lists the staff entries; the own entry has no actions, and nothing offers a deactivation Firebase cannot do', async () => {
    zugaenge();
    const own = await screen.findByRole('listitem', { name: ADMIN.name });
    expect(own.textContent).toContain('(Sie)');
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).queryByRole('button')).toBeNull();
    const jonas = screen.getByRole('listitem', { name: 'Jonas Weber' });
    // MUI's select is named by its label ("Rolle") in jsdom; aria-label says whose role it is.
    expect(within(jonas).getByLabelText('Rolle von Jonas Weber').textContent).toBe('Redaktion');
    expect(screen.queryByRole('button', { name: /Deaktivieren/ })).toBeNull();
    expect(screen.queryByText(/Letzte Anmeldung/)).toBeNull();
    expect(screen.getByText('Zugänge (2)')).toBeTruthy();
  });

  it('changes a role and removes access after a German confirmation', async () => {
    const firestore = zugaenge();
    fireEvent.mouseDown(await screen.findByLabelText('Rolle von Jonas Weber'));
    fireEvent.click(await screen.findByRole('option', { name: 'Administrator' }));
    await waitFor(() => expect(firestore.collections.get(STAFF_COLLECTION)!.get('jonas')).toMatchObject({ role: 'admin' }));
    expect(await screen.findByText('jonas@rheinkontor-immobilien.de hat jetzt die Rolle Administrator.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zugang entfernen: Jonas Weber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zugang von jonas@rheinkontor-immobilien.de entfernen?' });
    expect(dialog.textContent).toContain('Firebase-Konsole');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zugang entfernen' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Jonas Weber' })).toBeNull());
    expect([...firestore.collections.get(STAFF_COLLECTION)!.keys()]).toEqual(['chefin']);
  });

  it('invites by e-mail and shows the open invitation, which the admin can withdraw', async () => {
    const firestore = zugaenge();
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-Mail-Adresse' }), { target: { value: 'lena@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einladung senden' }));
    const invitations = screen.getByRole('region', { name: 'Offene Einladungen' });
    await waitFor(() => expect(invitations.textContent).toContain('lena@example.org · Redaktion · gültig bis'));
    expect(firestore.collections.get(INVITATIONS_COLLECTION)!.size).toBe(1);
    fireEvent.click(within(invitations).getByRole('button', { name: 'Zurückziehen' }));
    await within(invitations).findByText('Keine offenen Einladungen.');
    expect(firestore.collections.get(INVITATIONS_COLLECTION)!.size).toBe(0);
  });
});
