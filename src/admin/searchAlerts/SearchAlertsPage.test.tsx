// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firestoreSearchAlertSource } from '../../shared/firebase/browser/firestoreSearchAlerts';
import { ALERTS_COLLECTION } from '../../shared/firebase/serverCollections';
import { resourceList } from '../../shared/resources/registry';
import { seededSearchAlerts } from '../../../test-support/firebase/searchAlertDocs';
import { adminResources } from '../resources/adminResources';
import { memoryDataProvider } from '../../../test-support/admin/memoryDataProvider';
import { renderAdmin } from '../../../test-support/admin/renderAdmin';
import { SearchAlertsPage } from './SearchAlertsPage';
import { SearchAlertSourceContext } from './searchAlertSourceContext';

beforeAll(() => {
  window.scrollTo = () => {};
});
afterEach(cleanup);

describe('the Suchaufträge screen in Firebase mode', () => {
  it('shows the requests and counts from Firestore, filters them, and deletes one on the subscriber’s demand', async () => {
    const firestore = await seededSearchAlerts();
    renderAdmin({
      resources: adminResources,
      dataProvider: memoryDataProvider(resourceList, {}).provider,
      path: '/suchauftraege',
      customRoutes: (
        <Route
          path="/suchauftraege"
          element={
            <SearchAlertSourceContext.Provider value={firestoreSearchAlertSource(firestore)}>
              <SearchAlertsPage />
            </SearchAlertSourceContext.Provider>
          }
        />
      ),
    });
    expect(await screen.findByText('2 aktiv')).toBeTruthy();
    expect(screen.getByText('1 unbestätigt')).toBeTruthy();
    await screen.findByText('anna@example.org');
    expect(screen.getByText('clara@example.de')).toBeTruthy();
    // The export is made in the browser: a button, not a link to the server.
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-Mail enthält'), { target: { value: 'example.de' } });
    await waitFor(() => expect(screen.queryByText('anna@example.org')).toBeNull());
    expect(screen.getByText('clara@example.de')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Suchauftrag von clara@example.de löschen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    await screen.findByText('Keine Suchaufträge zu diesen Filtern.');
    expect([...(firestore.collections.get(ALERTS_COLLECTION)?.keys() ?? [])].sort()).toEqual(['anna', 'bernd']);
    expect(await screen.findByText('0 unbestätigt')).toBeTruthy();
  });
});
