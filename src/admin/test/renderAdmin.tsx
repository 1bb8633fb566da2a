import { render } from '@testing-library/react';
import { Admin, memoryStore, Resource, TestMemoryRouter, type AuthProvider, type DataProvider } from 'react-admin';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { adminTheme } from '../layout/adminTheme';
import type { ResourceScreens } from '../builder/buildResourceScreens';
import { createI18nProvider } from '../i18n/i18nProvider';

interface RenderAdminOptions {
  resources: readonly { definition: ResourceDefinition; screens: ResourceScreens }[];
  dataProvider: DataProvider;
  authProvider?: AuthProvider;
  path: string;
}

/** The dashboard's providers around the given resources, in a memory router (react-admin's own test router). */
export function renderAdmin({ resources, dataProvider, authProvider, path }: RenderAdminOptions) {
  return render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin
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
      </Admin>
    </TestMemoryRouter>,
  );
}
