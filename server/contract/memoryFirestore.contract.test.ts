import { createPortDataProvider } from '../../src/shared/firebase/dataProvider';
import { createLivePublicData } from '../content/firestorePublicData';
import { MemoryFirestore } from '../../test-support/firebase/memoryFirestore';
import { resourceList } from '../../src/shared/resources/registry';
import { runDataProviderContract } from '../../test-support/contract/dataProviderContract';

/**
 * The Firebase provider's own logic (validation, keywords, cursors, visitor copies) under the contract,
 * on the in-memory Firestore, in every npm test. The same contract on the real Firestore runs in
 * firestore.contract.test.ts wherever the emulator does.
 */
runDataProviderContract('Firebase provider on the in-memory Firestore', async () => {
  const firestore = new MemoryFirestore();
  const actor = 'vertrag@rheinkontor-immobilien.de';
  const visitors = createLivePublicData({ resources: resourceList, port: firestore });
  return {
    staff: createPortDataProvider(firestore, { resources: resourceList, actor: () => actor }),
    visitors,
    actor,
    close: async () => visitors.close(),
  };
});
