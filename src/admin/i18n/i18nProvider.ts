import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ResourceDefinition } from '../../shared/resources/defineResource';
import { germanMessages } from './germanMessages';
import { resourceMessages } from './resourceMessages';

/**
 * German only: the agency's staff work in German, so there is no language switch. Notifications and
 * validation messages from the declarations and the server are German sentences, not keys: they are
 * shown as they are (`allowMissing`), and germanMessages.test.ts makes sure no real key is missing.
 */
export function createI18nProvider(resources: readonly ResourceDefinition[]) {
  const messages = { ...germanMessages, ...resourceMessages(resources) };
  return polyglotI18nProvider(() => messages, 'de', [{ locale: 'de', name: 'Deutsch' }], { allowMissing: true });
}
