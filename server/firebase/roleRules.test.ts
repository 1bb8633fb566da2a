import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { can, CAPABILITIES, FALLBACK_ROLE, GRANTS, ROLES, type Capability } from '../../src/shared/auth/rolePolicy';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import { needsVisitorCopy, visitorCollection } from '../../src/shared/firebase/visitorCopy';
import { resourceList } from '../../src/shared/resources/registry';

/**
 * The role matrix in firestore.rules (issue #21): the rules cannot run here (see rulesFiles.test.ts), so these checks read
 * the file as deployed and compare what it grants with src/shared/auth/rolePolicy.ts. Editing the matrix without
 * `npm run firebase:generate` fails them.
 */
const rules = readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8');
const functionBody = (name: string) => {
  const start = rules.indexOf(`function ${name}(`);
  expect(start, `firestore.rules has no function ${name}`).toBeGreaterThan(-1);
  return rules.slice(start, rules.indexOf('\n    }\n', start));
};
const block = (path: string) => {
  const start = rules.indexOf(`match /${path} {`);
  expect(start, `firestore.rules has no block ${path}`).toBeGreaterThan(-1);
  return rules.slice(start, rules.indexOf('\n    }\n', start));
};
/** The conditions of one `allow` line (without its continuation lines). */
const allow = (text: string, operations: string) => {
  const line = text.split('\n').find((candidate) => candidate.trim().startsWith(`allow ${operations}:`));
  expect(line, `no "allow ${operations}" in\n${text}`).toBeDefined();
  return line!.trim().slice(`allow ${operations}: if `.length);
};
/** A rules map or list literal as JSON (the generator writes single-quoted strings without quotes inside). */
const literal = (text: string): unknown => JSON.parse(text.replace(/'/g, '"'));

describe('firestore.rules: the role matrix', () => {
  it('may() asks the role matrix of rolePolicy.ts about the role in staff/{uid}', () => {
    const roleMay = functionBody('roleMay');
    expect(literal(roleMay.match(/capability in (\{.*\})\[role\]/)![1])).toEqual(GRANTS);
    expect(literal(functionBody('isRole').match(/role in (\[.*\]);/)![1])).toEqual([...ROLES]);
    expect(functionBody('may')).toContain(
      "roleMay(get(/databases/$(database)/documents/staff/$(request.auth.uid)).data.get('role', null), capability)",
    );
    expect(functionBody('may')).toContain('isStaff() &&');
  });

  it('lets a missing or unknown role do what the server lets it (FALLBACK_ROLE)', () => {
    expect(FALLBACK_ROLE).toBe('editor');
    expect(literal(functionBody('roleMay').match(/!isRole\(role\) && capability in (\[.*\])\)/)![1])).toEqual([...GRANTS[FALLBACK_ROLE]]);
  });

  it('lets the Papierkorb ask what reading and writing each resource takes', () => {
    const capabilities = literal(functionBody('mayResource').match(/may\((\{.*\})\[resource\]\[action\]\)/)![1]);
    expect(capabilities).toEqual(
      Object.fromEntries(
        resourceList.map(({ name }) => [name, { read: resourceCapability(name, 'read'), write: resourceCapability(name, 'write') }]),
      ),
    );
    // The whole Papierkorb is listed only by who may read every resource (an editor may not read the portals).
    const every = [...new Set(resourceList.map(({ name }) => resourceCapability(name, 'read')))];
    expect(functionBody('mayReadEveryResource')).toContain(`return ${every.map((capability) => `may('${capability}')`).join(' && ')};`);
    expect(ROLES.filter((role) => every.every((capability) => can(role, capability)))).toEqual(['admin']);
  });

  it.each(resourceList.map((resource) => [resource.name, resource] as const))(
    '%s: staff read and write with the capabilities rolePolicy gives',
    (name, resource) => {
      const read = `may('${resourceCapability(name, 'read')}')`;
      const write = `may('${resourceCapability(name, 'write')}')`;
      const records = block(`${name}/{id}`);
      // What everyone reads (the agency settings) needs no capability.
      if (resource.access.read === 'public') expect(allow(records, 'read')).toBe('true;');
      else expect(allow(records, 'read')).toContain(read);
      const writers = resource.access.create === 'public' ? allow(records, 'update, delete') : allow(records, 'write');
      expect(writers).toContain(write);
      if (needsVisitorCopy(resource)) {
        expect(allow(block(`${visitorCollection(resource)}/{id}`), 'read')).toContain(read);
        expect(allow(block(`${visitorCollection(resource)}/{id}`), 'write')).toContain(write);
      }
      // Nobody is admitted as "staff" alone any more: every staff condition names its capability.
      expect(records).not.toContain('isStaff()');
      const history = block(`${name}/{id}/history/{entry}`);
      expect(allow(history, 'read')).toBe(`${read};`);
      expect(allow(history, 'create')).toBe(`${write} && isHistoryEntry(request.resource.data, '${name}', id);`);
    },
  );

  it('keeps the agency settings’ write and the portals to the roles with settings and portals', () => {
    expect(allow(block('settings/{id}'), 'write')).toBe("(may('settings')) && id == 'agency';");
    expect(allow(block('portals/{id}'), 'read')).toBe("may('portals') || isMailSender();");
    expect(allow(block('portals/{id}'), 'write')).toBe("may('portals');");
    expect(can('editor', 'settings') || can('editor', 'portals')).toBe(false);
  });

  it('lets the Papierkorb’s entries follow their resource’s capabilities', () => {
    const trash = block('trash/{entry}');
    expect(allow(trash, 'get')).toBe("mayResource(resource.data.resource, 'read');");
    expect(allow(trash, 'list')).toBe("mayReadEveryResource() || mayResource(resource.data.resource, 'read');");
    expect(allow(trash, 'delete')).toBe("mayResource(resource.data.resource, 'write');");
    expect(allow(trash, 'create')).toMatch(/^mayResource\(request\.resource\.data\.resource, 'write'\) && /);
    expect(trash).not.toMatch(/allow [^:]*(update|write|read)[,:]/);
  });

  it('keeps mail and the server’s account to the capability mail, search requests’ mails to who may delete the request', () => {
    const mail = block('mail/{id}');
    expect(allow(mail, 'read')).toBe("may('mail') || mayServerCollectionMailOf(resource.data);");
    expect(allow(mail, 'update')).toBe("may('mail')");
    expect(allow(mail, 'delete')).toBe('mayServerCollectionMailOf(resource.data);');
    expect(functionBody('isOwnTestMail')).toContain("return may('mail') && isMailDocument(data)");
    expect(functionBody('mayServerCollectionMailOf')).toContain(
      "(data.related.collection == 'searchAlerts' && (isMailSender() || may('inquiries')))",
    );
    expect(allow(block('mailSenders/{uid}'), 'read, write')).toBe("may('mail');");
    for (const collection of ['searchAlerts', 'searchAlertTokens', 'searchAlertMatches'])
      expect(allow(block(`${collection}/{id}`), 'read, delete')).toBe("may('inquiries');");
  });

  it('keeps the staff list to the capability accounts, and nobody takes it from themselves', () => {
    const staff = block('staff/{uid}');
    expect(allow(staff, 'create')).toContain(
      "(may('accounts') && isStaffEntry(request.resource.data) && !('invitation' in request.resource.data)",
    );
    expect(staff).toContain("&& (uid != request.auth.uid || roleMay(request.resource.data.role, 'accounts')))");
    expect(allow(staff, 'update')).toBe("may('accounts') && isStaffEntry(request.resource.data)");
    expect(staff).toContain("&& (uid != request.auth.uid || roleMay(request.resource.data.role, 'accounts'));");
    expect(allow(staff, 'delete')).toBe("may('accounts') && uid != request.auth.uid;");
    expect(functionBody('isStaffEntry')).toContain('&& isRole(data.role)');
    // The former isAdmin() named a role; the rules ask the matrix only.
    expect(rules).not.toMatch(/== 'admin'|isAdmin\(/);
  });

  it('lets the invited person enter themselves once, with an open invitation to their address and its role', () => {
    expect(allow(block('staff/{uid}'), 'create')).toBeDefined();
    expect(block('staff/{uid}')).toContain('|| (signedIn() && request.auth.uid == uid && isInvitedEntry(request.resource.data));');
    const entry = functionBody('isInvitedEntry');
    expect(entry).toContain('let invitation = /databases/$(database)/documents/invitations/$(data.invitation);');
    expect(entry).toContain("data.keys().hasOnly(['email', 'name', 'role', 'invitation'])");
    expect(entry).toContain('data.email == request.auth.token.email');
    expect(entry).toContain('data.name is string && data.name.size() >= 1 && data.name.size() <= 100');
    expect(entry).toContain('get(invitation).data.email == data.email && get(invitation).data.role == data.role');
    expect(entry).toContain('get(invitation).data.expiresAt > request.time');
    expect(entry).toContain('!existsAfter(invitation)');
  });

  it('keeps invitations to the capability accounts, and lets the invited address read and delete its own', () => {
    const invitations = block('invitations/{token}');
    expect(allow(invitations, 'create')).toBe("may('accounts') && isInvitation(request.resource.data);");
    expect(allow(invitations, 'list')).toBe("may('accounts');");
    expect(allow(invitations, 'get, delete')).toBe("may('accounts') || (signedIn() && resource.data.email == request.auth.token.email);");
    expect(invitations).not.toMatch(/allow [^:]*(update|write|read)[,:]/);
    const invitation = functionBody('isInvitation');
    const fields = ['email', 'role', 'invitedById', 'invitedByName', 'expiresAt', 'createdAt'].map((field) => `'${field}'`).join(', ');
    expect(invitation).toContain(`data.keys().hasOnly([${fields}])`);
    expect(invitation).toContain(`data.keys().hasAll([${fields}])`);
    expect(invitation).toContain('data.email is string && data.email.size() <= 254 && data.email == data.email.lower()');
    expect(invitation).toContain('isRole(data.role)');
    expect(invitation).toContain('data.invitedById == request.auth.uid');
    expect(invitation).toContain('(data.invitedByName == null || (data.invitedByName is string && data.invitedByName.size() <= 100))');
    expect(invitation).toContain("data.expiresAt is timestamp && data.expiresAt <= request.time + duration.value(8, 'd')");
    expect(invitation).toContain('data.createdAt == request.time');
  });

  it('lets staff with accounts write an invitation’s mail only in the batch that creates it, to its address', () => {
    expect(allow(block('mail/{id}'), 'create')).toContain('isInquiryMail(request.resource.data)');
    expect(block('mail/{id}')).toContain('|| isInvitationMail(request.resource.data);');
    const mail = functionBody('isInvitationMail');
    expect(mail).toContain('let invitation = /databases/$(database)/documents/invitations/$(data.related.id);');
    expect(mail).toContain("return may('accounts') && isMailDocument(data)");
    expect(mail).toContain("data.kind == 'staff-invitation'");
    expect(mail).toContain(
      "data.related.keys().hasOnly(['collection', 'id']) && data.related.collection == 'invitations' && data.related.id is string",
    );
    expect(mail).toContain('!exists(invitation) && existsAfter(invitation)');
    expect(mail).toContain('getAfter(invitation).data.email == data.to');
  });

  it('names every capability of the matrix somewhere in the rules, but those only the server’s routes check', () => {
    // Data requests: the server's routes admit admins with 'privacy' (privacyRoutes.ts), and the server's own account
    // does the reading and erasing, so no member of staff needs a rule for them.
    const serverRoutesOnly: readonly Capability[] = ['privacy'];
    for (const capability of CAPABILITIES.filter((name) => !serverRoutesOnly.includes(name)))
      expect(rules, capability).toContain(`may('${capability}')`);
    for (const capability of serverRoutesOnly) expect(rules, capability).not.toContain(`may('${capability}')`);
  });
});
