import type { RecordMeta } from '../../src/shared/resources/recordTypes';

/** One record as the data transfer (dataTransfer.ts) moves it between the backends. */
export interface ExportedRecord extends RecordMeta {
  /** The declared fields, exactly as stored. */
  data: Record<string, unknown>;
}
