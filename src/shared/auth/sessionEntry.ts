/** One of an account's active sessions as its owner sees it in "Mein Zugang"; `id` is neither the token nor its hash. */
export interface SessionEntry {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}
