import { describe } from 'vitest';
import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { firestorePort } from '../../src/shared/firebase/firestorePort';
import { createLivePublicData } from '../content/firestorePublicData';
import { resourceList } from '../../src/shared/resources/registry';
import { runDataProviderContract } from '../../test-support/contract/dataProviderContract';
import { addStaff, clientAs, emulatorRunning, rulesEnvironment } from '../../test-support/contract/firestoreEmulator';

const STAFF = { uid: 'vertrag-staff', email: 'vertrag@rheinkontor-immobilien.de' };

/** The contract on real Firestore, with this repository's rules in force: staff write, visitors read the copies. */
describe.skipIf(!emulatorRunning)('Firestore emulator', () => {
  runDataProviderContract('Firebase provider on the Firestore emulator', async () => {
    const environment = await rulesEnvironment();
    // An admin, as in the embedded contract: the contract saves the agency settings, which editors may not (rolePolicy.ts).
    await addStaff(environment, STAFF.uid, { email: STAFF.email, role: 'admin', name: 'Vertrag' });
    const staff = clientAs(STAFF);
    const visitor = clientAs();
    const visitors = createLivePublicData({ resources: resourceList, port: firestorePort(visitor.db) });
    return {
      staff: createPortDataProvider(firestorePort(staff.db), { resources: resourceList, actor: () => STAFF.email }),
      visitors,
      actor: STAFF.email,
      async close() {
        visitors.close();
        await Promise.all([staff.close(), visitor.close()]);
        await environment.cleanup();
      },
    };
  });
});
