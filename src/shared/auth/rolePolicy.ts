/**
 * The one role matrix (docs/access-policy.md): which capability each staff role has. The embedded server enforces it
 * (server/auth/roleGuard.ts, server/content/resourceRoutes.ts), the Firestore rules' may() is generated from it
 * (server/firebase/roleRules.ts), and the dashboard hides what a role may not do (src/admin/providers/authProvider.ts).
 */
export const ROLES = ['admin', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/**
 * What a missing or unknown role counts as (a staff/{uid} entry of Firebase mode without `role`, or with the former
 * 'staff'): the server (server/auth/firebaseStaffGuard.ts) and the Firestore rules (server/firebase/roleRules.ts) alike.
 */
export const FALLBACK_ROLE: Role = 'editor';
export const roleOf = (value: unknown): Role => (isRole(value) ? value : FALLBACK_ROLE);

export const ROLE_LABELS: Readonly<Record<Role, string>> = { admin: 'Administrator', editor: 'Redaktion' };

/**
 * - content: listings, team, testimonials, numbers, market data, pictures, OpenImmo import, exposé PDFs, statistics
 * - inquiries: inquiries and search requests (personal data of visitors)
 * - settings: changing the agency data (reading them is `content`: the dashboard and the exposé need them)
 * - portals: the OpenImmo portals, their transfers and transfer log
 * - mail: the outbox, test mails and the mail templates
 * - accounts: the staff accounts and invitations
 * - privacy: data requests (Datenauskunft and erasure of everything stored about an e-mail address)
 */
export const CAPABILITIES = ['content', 'inquiries', 'settings', 'portals', 'mail', 'accounts', 'privacy'] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The matrix itself; the Firestore rules' `may()` is generated from it. */
export const GRANTS: Readonly<Record<Role, readonly Capability[]>> = {
  admin: CAPABILITIES,
  editor: ['content', 'inquiries'],
};

export const can = (role: Role | null | undefined, capability: Capability): boolean => Boolean(role && GRANTS[role]?.includes(capability));

/** The one German wording of a missing right, wherever staff meet it: the server's 403, Firestore's refusal, the dashboard's page. */
export const MISSING_RIGHT = 'Dafür fehlt Ihrem Zugang die Berechtigung.';
export const ASK_AN_ADMIN = 'Bitte wenden Sie sich an eine Administratorin oder einen Administrator.';

/** The German refusal (403) of something a role may not do. */
export const NO_PERMISSION = `${MISSING_RIGHT} ${ASK_AN_ADMIN}`;
