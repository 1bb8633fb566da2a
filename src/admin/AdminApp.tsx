import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { clientBackendMode } from '../shared/firebase/backendMode';
import { loadFirebase } from '../shared/firebase/browser/lazy';
import { resourceList } from '../shared/resources/registry';
import { adminTheme } from './layout/adminTheme';
import { Overview } from './dashboard/Overview';
import { createI18nProvider } from './i18n/i18nProvider';
import { DashboardLayout } from './layout/DashboardLayout';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { embeddedAuth } from './providers/embeddedAuth';
import { embeddedOutboxSource } from './outbox/embeddedOutboxSource';
import { OutboxPage } from './outbox/OutboxPage';
import { OpenImmoPage } from './openimmo/OpenImmoPage';
import { OutboxSourceContext } from './outbox/outboxContext';
import { SearchAlertsPage } from './searchAlerts/SearchAlertsPage';
import { embeddedSearchAlertSource } from './searchAlerts/searchAlertsApi';
import { SearchAlertSourceContext } from './searchAlerts/searchAlertSourceContext';
import { adminResources } from './resources/adminResources';
import { AccountPage } from './account/AccountPage';
import { ACCOUNT_PATH } from './account/TwoFactorSetupGuard';
import { embeddedAccountSource } from './accounts/accountsApi';
import { AccountSourceContext } from './accounts/accountSourceContext';
import { AccountsPage } from './accounts/AccountsPage';
import { CapabilityGate } from './accounts/CapabilityGate';
import { embeddedHistorySource } from './history/embeddedHistorySource';
import { HistorySourceContext } from './history/historyContext';
import { TrashPage } from './history/TrashPage';
import { PrivacyPage } from './privacy/PrivacyPage';

// The backend is chosen by configuration (VITE_BACKEND); Firebase's SDK loads only in Firebase mode.
const { dataProvider, authProvider, outboxSource, searchAlertSource, historySource, accountSource } =
  clientBackendMode() === 'firebase'
    ? await loadFirebase()
    : {
        dataProvider: createDataProvider(),
        authProvider: createAuthProvider(embeddedAuth),
        outboxSource: embeddedOutboxSource,
        searchAlertSource: embeddedSearchAlertSource,
        historySource: embeddedHistorySource,
        accountSource: embeddedAccountSource,
      };
const i18nProvider = createI18nProvider(resourceList);

/**
 * The staff dashboard, loaded as its own chunk under /dashboard. Every declared resource gets its
 * screens from the builder (or its own folder); staff sign in on the public /login page.
 */
export default function AdminApp() {
  return (
    <OutboxSourceContext.Provider value={outboxSource}>
      <SearchAlertSourceContext.Provider value={searchAlertSource}>
        <HistorySourceContext.Provider value={historySource}>
          <Admin
            basename="/dashboard"
            title="Rheinkontor Dashboard"
            disableTelemetry
            requireAuth
            loginPage={false}
            theme={adminTheme}
            layout={DashboardLayout}
            dashboard={Overview}
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
          >
            {adminResources.map(({ definition, screens }) => (
              <Resource key={definition.name} name={definition.name} {...screens} />
            ))}
            <CustomRoutes>
              <Route
                path="/postausgang"
                element={
                  <CapabilityGate capability="mail">
                    <OutboxPage />
                  </CapabilityGate>
                }
              />
              <Route path="/suchauftraege" element={<SearchAlertsPage />} />
              <Route path="/openimmo" element={<OpenImmoPage />} />
              <Route path={ACCOUNT_PATH} element={<AccountPage />} />
              <Route path="/papierkorb" element={<TrashPage />} />
              <Route
                path="/datenschutz"
                element={
                  <CapabilityGate capability="privacy">
                    <PrivacyPage />
                  </CapabilityGate>
                }
              />
              <Route
                path="/zugaenge"
                element={
                  <CapabilityGate capability="accounts">
                    <AccountSourceContext.Provider value={accountSource}>
                      <AccountsPage />
                    </AccountSourceContext.Provider>
                  </CapabilityGate>
                }
              />
            </CustomRoutes>
          </Admin>
        </HistorySourceContext.Provider>
      </SearchAlertSourceContext.Provider>
    </OutboxSourceContext.Provider>
  );
}
