import { ERASED_KINDS, type ErasedKind, type ErasureCounts } from './personalData';

const words: Record<ErasedKind, [one: string, other: string]> = {
  inquiries: ['Anfrage', 'Anfragen'],
  withdrawals: ['Widerruf', 'Widerrufe'],
  searchRequests: ['Suchauftrag', 'Suchaufträge'],
  mails: ['E-Mail', 'E-Mails'],
  history: ['Verlaufseintrag', 'Verlaufseinträge'],
};

/** "2 Anfragen, 1 Suchauftrag, 3 E-Mails": the kinds with something in them, or "nichts". */
export function erasureSummary(counts: ErasureCounts): string {
  const parts = ERASED_KINDS.filter((kind) => counts[kind] > 0).map(
    (kind) => `${counts[kind].toLocaleString('de-DE')} ${words[kind][counts[kind] === 1 ? 0 : 1]}`,
  );
  return parts.length ? parts.join(', ') : 'nichts';
}
