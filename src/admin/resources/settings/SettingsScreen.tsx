import { settings } from '../../../shared/resources/settings';
import { SingletonEdit } from '../../builder/SingletonEdit';
import { TestMailCard } from '../../outbox/TestMailCard';

/** The agency's data, and below it the test of the mail sending those data's address is the sender of. */
export function SettingsScreen() {
  return (
    <>
      <SingletonEdit resource={settings} id={settings.singleton!} />
      <TestMailCard />
    </>
  );
}
