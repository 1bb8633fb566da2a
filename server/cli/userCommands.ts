import { parseArgs } from 'node:util';
import type { Db } from '../db/database';
import { generatePassword, passwordProblem } from '../auth/passwords';
import { isRole, ROLE_LABELS, ROLES, type Role } from '../../src/shared/auth/rolePolicy';
import { deleteUser, setRole } from '../auth/accountAdmin';
import { createUser, findUserByEmail, listUsers, requireUserByEmail, setPassword, UserError } from '../auth/users';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  /** USER_PASSWORD of the configuration. */
  userPassword?: string;
  /** Reads a password without echo; absent when standard input is not a terminal (scripts, CI). */
  askPassword?: (prompt: string) => Promise<string>;
}

export const USAGE = `Verwendung: npm run user -- <Befehl>

  add <E-Mail> [--name "Vor- und Nachname"] [--role admin|editor]
                                                 Zugang anlegen (ohne --role: editor, Redaktion;
                                                 --admin ist dasselbe wie --role admin)
  role <E-Mail> admin|editor                     Rolle ändern (der letzte aktive Administrator bleibt)
  passwd <E-Mail>                                neues Passwort setzen und alle Sitzungen beenden
  list                                           alle Zugänge anzeigen
  remove <E-Mail>                                Zugang entfernen (der letzte aktive Administrator bleibt)

Rollen: admin (Administrator: alles, auch Zugänge, Agenturdaten, Portale, E-Mail)
        editor (Redaktion: Inhalte und Anfragen).

Das Passwort wird im Terminal abgefragt. Ohne Terminal kommt es aus USER_PASSWORD,
sonst wird eines erzeugt und einmal angezeigt. Die Datenbank ist DATA_DIR/content.sqlite (Standard: data).`;

/** USER_PASSWORD first (scripts), then the terminal, else a generated one that is printed once. */
async function obtainPassword(io: CliIo): Promise<{ password: string; generated: boolean }> {
  if (io.userPassword) return { password: io.userPassword, generated: false };
  if (!io.askPassword) return { password: generatePassword(), generated: true };
  const password = await io.askPassword('Passwort (leer lassen, um eines zu erzeugen): ');
  if (password === '') return { password: generatePassword(), generated: true };
  // Checked before the repetition, so nobody types a too-short password twice.
  const problem = passwordProblem(password);
  if (problem) throw new UserError(problem);
  if ((await io.askPassword('Passwort wiederholen: ')) !== password) throw new UserError('Die beiden Eingaben stimmen nicht überein.');
  return { password, generated: false };
}

const showGenerated = (io: CliIo, email: string, password: string) =>
  io.out(
    `Passwort für ${email}: ${password}\nEs wird nur jetzt angezeigt – bitte sicher weitergeben und nach der ersten Anmeldung ändern.`,
  );

const INVALID_ROLE = (given: string) => `Unbekannte Rolle „${given}“: erlaubt sind ${ROLES.join(' und ')}.\n\n${USAGE}`;

function parseRole(given: string | undefined, admin: boolean | undefined): Role {
  if (given === undefined) return admin ? 'admin' : 'editor';
  if (!isRole(given) || (admin && given !== 'admin')) throw new UserError(INVALID_ROLE(given));
  return given;
}

export async function addCommand(db: Db, io: CliIo, email: string, options: { name?: string; role: Role }): Promise<void> {
  // Before asking for a password: nobody should type one for an address that is taken.
  if (findUserByEmail(db, email)) throw new UserError(`Ein Zugang für ${email.trim().toLowerCase()} existiert bereits.`);
  const { password, generated } = await obtainPassword(io);
  const user = await createUser(db, { email, name: options.name, password, role: options.role });
  io.out(`Zugang angelegt: ${user.email} (${roleLabel(user.role)}).`);
  if (generated) showGenerated(io, user.email, password);
}

export async function passwdCommand(db: Db, io: CliIo, email: string): Promise<void> {
  const user = findUserByEmail(db, email);
  if (!user) throw new UserError(`Es gibt keinen Zugang für ${email.trim().toLowerCase()}.`);
  const { password, generated } = await obtainPassword(io);
  await setPassword(db, user.id, password);
  io.out(`Neues Passwort für ${user.email} gesetzt; alle Sitzungen dieses Zugangs sind beendet.`);
  if (generated) showGenerated(io, user.email, password);
}

const roleLabel = (role: Role) => `${ROLE_LABELS[role]}, ${role}`;

export function roleCommand(db: Db, io: CliIo, email: string, role: Role): void {
  const user = setRole(db, requireUserByEmail(db, email).id, role);
  io.out(`Rolle von ${user.email}: ${roleLabel(user.role)}.`);
}

export function listCommand(db: Db, io: CliIo): void {
  const users = listUsers(db);
  if (users.length === 0) {
    io.out('Es gibt noch keinen Zugang.');
    return;
  }
  const rows = users.map((user) => [
    user.email,
    user.name ?? '–',
    roleLabel(user.role),
    user.disabledAt === null ? 'aktiv' : 'deaktiviert',
    user.createdAt.slice(0, 10),
  ]);
  const table = [['E-Mail', 'Name', 'Rolle', 'Status', 'Angelegt'], ...rows];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  for (const row of table)
    io.out(
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    );
}

export function removeCommand(db: Db, io: CliIo, email: string): void {
  const user = deleteUser(db, requireUserByEmail(db, email).id);
  io.out(`Zugang ${user.email} entfernt; seine Sitzungen sind beendet.`);
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: { name: { type: 'string' }, role: { type: 'string' }, admin: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (error) {
    // node's messages are English; name the offending option in German instead.
    const option = /'(-[^']*)'/.exec((error as Error).message)?.[1];
    const problem =
      (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `Unbekannte Option „${option}“.`
        : `Ungültiger Aufruf${option ? ` bei „${option}“` : ''}.`;
    throw new UserError(`${problem}\n\n${USAGE}`);
  }
}

function expectEmail(positionals: string[], command: string): string {
  if (positionals.length !== 2) throw new UserError(`„${command}“ erwartet genau eine E-Mail-Adresse.\n\n${USAGE}`);
  return positionals[1];
}

/** Runs one command line; returns the process's exit code. Errors the user can fix are printed in German. */
export async function runUserCli(db: Db, args: string[], io: CliIo): Promise<number> {
  try {
    const { values, positionals } = parse(args);
    const [command] = positionals;
    if (values.help || command === 'help') {
      io.out(USAGE);
      return 0;
    }
    switch (command) {
      case 'add':
        await addCommand(db, io, expectEmail(positionals, command), { name: values.name, role: parseRole(values.role, values.admin) });
        return 0;
      case 'role': {
        if (positionals.length !== 3)
          throw new UserError(`„role“ erwartet eine E-Mail-Adresse und eine Rolle (admin oder editor).\n\n${USAGE}`);
        roleCommand(db, io, positionals[1], parseRole(positionals[2], undefined));
        return 0;
      }
      case 'passwd':
        await passwdCommand(db, io, expectEmail(positionals, command));
        return 0;
      case 'list':
        listCommand(db, io);
        return 0;
      case 'remove':
        removeCommand(db, io, expectEmail(positionals, command));
        return 0;
      default:
        throw new UserError(command ? `Unbekannter Befehl „${command}“.\n\n${USAGE}` : USAGE);
    }
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    io.err(error.message);
    return 1;
  }
}
