// npm run privacy -- export <email> [--json] | erase <email> --yes: data requests (docs/privacy.md), on DATA_DIR or,
// with BACKEND=firebase, on Firestore with the server's account.
import { readConfigOrExit } from '../config';
import { openPersonalData } from '../privacy/openPersonalData';
import { runPrivacyCli } from '../privacy/privacyCommands';

const config = readConfigOrExit();
try {
  const { store, close } = await openPersonalData(config);
  try {
    process.exitCode = await runPrivacyCli(store, process.argv.slice(2), {
      out: (text) => console.log(text),
      err: (text) => console.error(text),
    });
  } finally {
    await close();
  }
} catch (error) {
  console.error(`Fehler: ${(error as Error).message}`);
  process.exitCode = 1;
}
