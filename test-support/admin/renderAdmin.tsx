import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  Admin,
  CustomRoutes,
  memoryStore,
  Resource,
  TestMemoryRouter,
  type AuthProvider,
  type DashboardComponent,
  type DataProvider,
} from 'react-admin';
import type { OutboxSource } from '../../src/shared/mail/outboxSource';
import { OutboxSourceContext } from '../../src/admin/outbox/outboxContext';
import { embeddedSearchAlertSource } from '../../src/admin/searchAlerts/searchAlertsApi';
import { SearchAlertSourceContext } from '../../src/admin/searchAlerts/searchAlertSourceContext';
import { memoryOutboxSource } from './memoryOutboxSource';
import type { HistorySource } from '../../src/shared/history/historySource';
import { HistorySourceContext } from '../../src/admin/history/historyContext';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';
import { adminTheme } from '../../src/admin/layout/adminTheme';
import type { ResourceScreens } from '../../src/admin/builder/buildResourceScreens';
import { createI18nProvider } from '../../src/admin/i18n/i18nProvider';

interface RenderAdminOptions {
  resources: readonly { definition: ResourceDefinition; screens: ResourceScreens }[];
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  path: string;
  /** The Postausgang's data; an empty outbox in memory unless given. */
  outboxSource?: OutboxSource;
  /** The Verlauf's and Papierkorb's data; nothing recorded unless given. */
  historySource?: HistorySource;
  /** Routes besides the resources' (the Postausgang) and the overview. */
  customRoutes?: ReactNode;
  dashboard?: DashboardComponent;
}

const NO_HISTORY: HistorySource = {
  list: async () => [],
  restoreVersion: async () => {},
  trash: async () => [],
  restoreFromTrash: async () => {},
};

/** The dashboard's providers around the given resources, in a memory router (react-admin's own test router). */
export function renderAdmin({
  resources,
  dataProvider,
  authProvider,
  path,
  outboxSource = memoryOutboxSource().source,
  historySource = NO_HISTORY,
  customRoutes,
  dashboard,
}: RenderAdminOptions) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <OutboxSourceContext.Provider value={outboxSource}>
        {/* The embedded server's routes, which answer nothing here: the demand chip stays away. */}
        <SearchAlertSourceContext.Provider value={embeddedSearchAlertSource}>
          <HistorySourceContext.Provider value={historySource}>
            <Admin
              dashboard={dashboard}
              disableTelemetry
              store={memoryStore()}
              theme={adminTheme}
              dataProvider={dataProvider}
              authProvider={authProvider}
              i18nProvider={createI18nProvider(resources.map((resource) => resource.definition))}
            >
              {resources.map(({ definition, screens }) => (
                <Resource key={definition.name} name={definition.name} {...screens} />
              ))}
              {customRoutes && <CustomRoutes>{customRoutes}</CustomRoutes>}
            </Admin>
          </HistorySourceContext.Provider>
        </SearchAlertSourceContext.Provider>
      </OutboxSourceContext.Provider>
    </TestMemoryRouter>,
  );
}
