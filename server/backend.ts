import type { FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { SessionSource } from '../src/shared/auth/session';
import type { PublicDataSource } from '../src/shared/data/publicData';
import type { ExposeRecords } from './exposePdf/exposePdfService';
import type { PersonalDataStore } from './privacy/personalDataStore';
import type { PreviewStore } from './preview/previewStore';
import type { RetentionStore } from './retention/retentionStore';
import type { SubmitValuation } from './valuation/valuationService';
import type { WithdrawalData } from './withdrawals/withdrawalData';

/**
 * What app.ts needs of a backend, the embedded one (embeddedBackend.ts) or Firebase mode
 * (firebase/firebaseBackend.ts): the visitors' data, the session, and the stores of the routes both share.
 */
export interface Backend {
  data: PublicDataSource;
  session: SessionSource;
  /** What the staff routes both backends share need (the draft exposé PDF, the mail templates' previews). */
  staff: {
    /** The session cookie (embedded) or the Firebase ID token of a member of staff (server/auth/firebaseStaffGuard.ts). */
    requireStaff: preHandlerHookHandler;
    exposeRecords: ExposeRecords;
    /** The account of the request's session (embedded); Firebase mode has no session on the server. */
    sessionOwner?: (request: FastifyRequest) => string | null;
    /** "Vorschau": the database's table (embedded) or a server-only collection (Firebase), shared by all instances. */
    previews: PreviewStore;
    /** Data requests (docs/privacy.md); null when the backend cannot (Firebase without its account). */
    personalData: PersonalDataStore | null;
    /** The daily retention run's store (docs/privacy.md, "Retention"); null when the backend cannot. */
    retention: RetentionStore | null;
  };
  /** The valuation funnel's requests (docs/valuation.md). */
  submitValuation: SubmitValuation;
  /** Where withdrawals are stored (docs/withdrawal.md); null when the backend cannot (Firebase without its account). */
  withdrawals: WithdrawalData | null;
}
