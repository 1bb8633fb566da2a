import {
  COMMAND_LINE_ACTOR,
  countsOf,
  isEmptyReport,
  type ErasureCounts,
  type PersonalDataReport,
} from '../../src/shared/privacy/personalData';
import { reportSections } from '../../src/shared/privacy/reportSections';
import { erasureSummary } from '../../src/shared/privacy/erasureSummary';
import { EMAIL_INVALID, isEmailAddress } from '../../src/shared/resources/textPatterns';
import { mailDate } from '../../src/shared/mail/mailDate';
import type { PersonalDataStore } from './personalDataStore';

export interface PrivacyCliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const USAGE = `Verwendung: npm run privacy -- <Befehl>

  export <E-Mail> [--json]     alles anzeigen, was zu dieser Adresse gespeichert ist (Auskunft, Art. 15 DSGVO);
                               mit --json als JSON für die Weitergabe oder ein Skript
  erase <E-Mail> --yes         alles zu dieser Adresse endgültig löschen (Art. 17 DSGVO); ohne --yes wird nur
                               angezeigt, was gelöscht würde

Es bleibt nur ein Vermerk, dass gelöscht wurde (Zeitpunkt, Anzahl, ein gesalzener Hash der Adresse).`;

/** The report as plain text: the same sections as the dashboard and the PDF. */
export function reportText(report: PersonalDataReport): string {
  const lines = [`Datenauskunft für ${report.email}`, `Stand: ${mailDate(new Date(report.createdAt))}`];
  for (const section of reportSections(report)) {
    lines.push('', `${section.title} (${section.items.length})`);
    if (section.items.length === 0) lines.push('  keine');
    for (const item of section.items) {
      lines.push(`  ${item.heading}`);
      for (const fact of item.facts) lines.push(`    ${fact.label}: ${fact.value.replace(/\n/g, '\n      ')}`);
    }
  }
  return lines.join('\n');
}

async function exportCommand(store: PersonalDataStore, email: string, json: boolean, io: PrivacyCliIo): Promise<number> {
  const report = await store.find(email);
  io.out(json ? JSON.stringify(report, null, 2) : reportText(report));
  return 0;
}

async function eraseCommand(store: PersonalDataStore, email: string, confirmed: boolean, io: PrivacyCliIo): Promise<number> {
  const report = await store.find(email);
  if (isEmptyReport(report)) {
    io.out(`Zu ${report.email} ist nichts gespeichert; es wurde nichts gelöscht.`);
    return 0;
  }
  if (!confirmed) {
    io.err(
      `Zu ${report.email} gespeichert: ${erasureSummary(countsOf(report))}.\nZum endgültigen Löschen den Befehl mit --yes wiederholen.`,
    );
    return 1;
  }
  const counts: ErasureCounts = await store.erase(email, COMMAND_LINE_ACTOR);
  io.out(`Gelöscht zu ${report.email}: ${erasureSummary(counts)}. Vermerkt ist nur, dass gelöscht wurde.`);
  return 0;
}

/** `npm run privacy -- export|erase …`; answers the exit code (2: wrong use). */
export async function runPrivacyCli(store: PersonalDataStore, argv: readonly string[], io: PrivacyCliIo): Promise<number> {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const [command, email, ...rest] = argv.filter((arg) => !arg.startsWith('--'));
  const known = command === 'export' ? ['--json'] : ['--yes'];
  if ((command !== 'export' && command !== 'erase') || !email || rest.length || [...flags].some((flag) => !known.includes(flag))) {
    io.err(USAGE);
    return 2;
  }
  if (!isEmailAddress(email.trim())) {
    io.err(`${EMAIL_INVALID} (${email})`);
    return 2;
  }
  return command === 'export' ? exportCommand(store, email, flags.has('--json'), io) : eraseCommand(store, email, flags.has('--yes'), io);
}
