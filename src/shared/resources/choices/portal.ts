/** The property portals a listing can be sent to (OpenImmo); each portal record in the dashboard names one. */
export const portalChannels = [
  { id: 'immoscout24', name: 'ImmoScout24' },
  { id: 'immowelt', name: 'Immowelt' },
  { id: 'kleinanzeigen', name: 'Kleinanzeigen' },
  { id: 'weitere', name: 'Weiteres Portal' },
] as const;

export const transferProtocols = [
  { id: 'ftps', name: 'FTP mit TLS (explizit)' },
  { id: 'ftp', name: 'FTP (unverschlüsselt)' },
  { id: 'sftp', name: 'SFTP' },
] as const;

/** OpenImmo's `umfang`: the whole stock every time, or only what changed since the last successful transfer. */
export const transferScopes = [
  { id: 'teil', name: 'TEIL – nur Änderungen' },
  { id: 'voll', name: 'VOLL – immer der ganze Bestand' },
] as const;
