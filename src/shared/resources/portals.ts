import { portalChannels, transferProtocols, transferScopes } from './choices/portal';
import { defineResource } from './defineResource';
import type { RecordOf } from './recordTypes';

/**
 * The only environment variables a portal may name for its password. Any other name would let whoever edits a
 * portal send another secret of the server (ADMIN_PASSWORD, SMTP_URL, …) to an FTP host of their choice.
 */
const PORTAL_PASSWORD_ENV = /^PORTAL_[A-Z0-9_]+_PASSWORD$/;
export const PORTAL_PASSWORD_ENV_MAX = 64;
export const isPortalPasswordEnv = (name: string) => name.length <= PORTAL_PASSWORD_ENV_MAX && PORTAL_PASSWORD_ENV.test(name);
export const PORTAL_PASSWORD_ENV_INVALID =
  'Bitte geben Sie einen Namen der Form PORTAL_NAME_PASSWORD an (Großbuchstaben, Ziffern und Unterstriche), z. B. PORTAL_IMMOWELT_PASSWORD.';
/** An SSH host key's SHA-256 fingerprint as OpenSSH prints it (`ssh-keygen -lf`), the prefix optional. */
export const HOST_KEY_FINGERPRINT = /^(SHA256:)?[A-Za-z0-9+/]{43}=?$/;

/**
 * The property portals the agency's listings go to as OpenImmo ZIPs (docs/openimmo.md). The password is never
 * stored: the record names the environment variable the server reads it from.
 */
export const portals = defineResource({
  name: 'portals',
  label: { one: 'Portal', other: 'Portale' },
  icon: 'public',
  fields: [
    { name: 'name', type: 'text', label: 'Name', required: true, maxLength: 80, list: true, sortable: true },
    {
      name: 'channel',
      type: 'select',
      label: 'Portal',
      choices: portalChannels,
      required: true,
      list: true,
      help: 'Angebote gehen an dieses Portal, wenn es in ihrem Feld „Portale“ gewählt ist.',
    },
    { name: 'protocol', type: 'select', label: 'Protokoll', choices: transferProtocols, required: true, defaultValue: 'ftps', list: true },
    { name: 'host', type: 'text', label: 'Server', required: true, maxLength: 253, list: true, help: 'z. B. ftp.immobilienscout24.de' },
    { name: 'port', type: 'integer', label: 'Port', min: 1, max: 65_535, help: 'Leer: 21 für FTP, 22 für SFTP.', plainDigits: true },
    { name: 'username', type: 'text', label: 'Benutzername', required: true, maxLength: 120 },
    {
      name: 'passwordEnv',
      type: 'text',
      label: 'Umgebungsvariable mit dem Passwort',
      required: true,
      maxLength: PORTAL_PASSWORD_ENV_MAX,
      help: 'Das Passwort steht nie in der Datenbank: Der Server liest es aus dieser Umgebungsvariablen. Erlaubt sind nur Namen der Form PORTAL_NAME_PASSWORD, z. B. PORTAL_IMMOSCOUT24_PASSWORD.',
    },
    {
      name: 'hostKey',
      type: 'text',
      label: 'SSH-Fingerabdruck des Servers (nur SFTP)',
      maxLength: 80,
      help: 'SHA256-Fingerabdruck des Server-Schlüssels, z. B. SHA256:uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s. Sie erhalten ihn vom Portal oder mit „ssh-keyscan SERVER | ssh-keygen -lf -“. Ohne ihn wird nicht per SFTP übertragen.',
    },
    {
      name: 'directory',
      type: 'text',
      label: 'Verzeichnis auf dem Server',
      maxLength: 200,
      help: 'Leer: das Startverzeichnis nach der Anmeldung.',
    },
    {
      name: 'anid',
      type: 'text',
      label: 'OpenImmo-ANID',
      required: true,
      maxLength: 60,
      help: 'Die Anbieter-ID, die das Portal Ihnen zugeteilt hat.',
    },
    { name: 'scope', type: 'select', label: 'Umfang', choices: transferScopes, required: true, defaultValue: 'teil', list: true },
    {
      name: 'acceptsWebp',
      type: 'boolean',
      label: 'Portal nimmt WebP-Bilder',
      help: 'Aus: Bilder gehen als JPEG (das nehmen alle Portale).',
    },
    {
      name: 'takesReferences',
      type: 'boolean',
      label: 'Verkaufte und vermietete Objekte als Referenz senden',
      help: 'Aus: Sie werden beim Portal gelöscht.',
    },
    { name: 'active', type: 'boolean', label: 'Übertragung aktiv', defaultValue: true, list: true },
  ],
  titleField: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['name', 'host'],
  // In Firebase mode the server's account reads the portal records for its transfers (docs/openimmo.md).
  access: { read: 'staff', create: 'staff', serverReads: true, staffRead: 'portals', staffWrite: 'portals' },
  // A changed portal (its channel, its scope) is sent what it should now hold.
  sentToPortals: true,
  validate: (record) => {
    const errors: Partial<Record<string, string>> = {};
    if (record.passwordEnv && !isPortalPasswordEnv(record.passwordEnv)) errors.passwordEnv = PORTAL_PASSWORD_ENV_INVALID;
    if (record.hostKey && !HOST_KEY_FINGERPRINT.test(record.hostKey.trim())) {
      errors.hostKey = 'Bitte den SHA256-Fingerabdruck angeben, wie ssh-keygen ihn ausgibt (SHA256: und 43 Zeichen).';
    }
    return errors;
  },
});

export type PortalRecord = RecordOf<typeof portals>;
