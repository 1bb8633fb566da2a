import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getStorage, listAll, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { splitHost } from '../../src/shared/firebase/firebaseConfig';
import { newImageId } from '../../src/shared/firebase/imageUpload';
import {
  addStaff,
  emulatorConfig,
  emulatorRunning,
  rulesEnvironment,
  storageEmulatorRunning,
} from '../../test-support/contract/firestoreEmulator';

const STAFF = { uid: 'staff-1', email: 'makler@rheinkontor-immobilien.de' };
const webp = (bytes: number) => new Uint8Array(bytes);

/** storage.rules, executed (needs the Storage and the Firestore emulator: the rules look up staff/{uid}). */
describe.skipIf(!emulatorRunning || !storageEmulatorRunning)('storage.rules (Storage emulator)', () => {
  let environment: RulesTestEnvironment;
  const apps: FirebaseApp[] = [];
  const storageAs = (user?: { uid: string; email: string }): FirebaseStorage => {
    const config = emulatorConfig();
    const app = initializeApp(config.options, `storage-${apps.length}`);
    apps.push(app);
    const storage = getStorage(app);
    connectStorageEmulator(
      storage,
      ...splitHost(config.emulators.storage!),
      user ? { mockUserToken: { sub: user.uid, user_id: user.uid, email: user.email } } : {},
    );
    return storage;
  };

  beforeAll(async () => {
    environment = await rulesEnvironment();
    await environment.clearStorage();
    await addStaff(environment, STAFF.uid, { email: STAFF.email, role: 'editor' });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await environment?.cleanup();
  });

  it('lets staff upload WebP variants within the size limit, and nobody else', async () => {
    const id = newImageId();
    const staff = storageAs(STAFF);
    await assertSucceeds(uploadBytes(ref(staff, `media/${id}/960.webp`), webp(1024), { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(storageAs(), `media/${newImageId()}/960.webp`), webp(1024), { contentType: 'image/webp' }));
    await assertFails(
      uploadBytes(ref(storageAs({ uid: 'fremd', email: 'fremd@example.de' }), `media/${newImageId()}/960.webp`), webp(1024), {
        contentType: 'image/webp',
      }),
    );
    await assertFails(uploadBytes(ref(staff, `media/${newImageId()}/960.webp`), webp(1024), { contentType: 'image/png' }));
    await assertFails(uploadBytes(ref(staff, `media/${newImageId()}/960.webp`), webp(5 * 1024 * 1024 + 1), { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(staff, `media/${newImageId()}/original.jpg`), webp(1024), { contentType: 'image/webp' }));
    await assertFails(uploadBytes(ref(staff, `privat/${newImageId()}/960.webp`), webp(1024), { contentType: 'image/webp' }));
    // Variants never change once uploaded.
    await assertFails(uploadBytes(ref(staff, `media/${id}/960.webp`), webp(2048), { contentType: 'image/webp' }));
  });

  it('lets everyone fetch a known image, but nobody list them', async () => {
    const id = newImageId();
    await uploadBytes(ref(storageAs(STAFF), `media/${id}/480.webp`), webp(64), { contentType: 'image/webp' });
    await assertSucceeds(getBytes(ref(storageAs(), `media/${id}/480.webp`)));
    await assertFails(listAll(ref(storageAs(), 'media')));
    await assertFails(listAll(ref(storageAs(STAFF), 'media')));
  });
});
