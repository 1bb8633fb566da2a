import { FALLBACK_ROLE, GRANTS, ROLES, type Capability } from '../../src/shared/auth/rolePolicy';
import { resourceCapability } from '../../src/shared/resources/resourceCapability';
import type { ResourceDefinition } from '../../src/shared/resources/defineResource';

const INDENT = '    ';
const quoted = (value: string) => `'${value}'`;
const list = (values: readonly string[]) => `[${values.map(quoted).join(', ')}]`;
const map = (entries: [string, string][]) => `{${entries.map(([key, value]) => `${quoted(key)}: ${value}`).join(', ')}}`;

/** The rules' condition that the signed-in member of staff's role has the capability. */
export const may = (capability: Capability) => `may(${quoted(capability)})`;

/** The capabilities reading any resource takes: who has them all may list the whole Papierkorb. */
const everyReadCapability = (resources: readonly ResourceDefinition[]) => [
  ...new Set(resources.map((resource) => resourceCapability(resource.name, 'read'))),
];

/**
 * The role matrix of src/shared/auth/rolePolicy.ts as rules functions, generated like the resources' blocks so that a
 * change of the matrix is a change of firestore.rules (rulesFiles.test.ts fails until `npm run firebase:generate`).
 */
export function roleRules(resources: readonly ResourceDefinition[]): string {
  const grants = map(ROLES.map((role) => [role, list(GRANTS[role])]));
  const capabilities = map(
    resources.map((resource) => [
      resource.name,
      map([
        ['read', quoted(resourceCapability(resource.name, 'read'))],
        ['write', quoted(resourceCapability(resource.name, 'write'))],
      ]),
    ]),
  );
  return [
    `${INDENT}// The role matrix (src/shared/auth/rolePolicy.ts, docs/access-policy.md "Roles"): the roles a staff/{uid} entry may`,
    `${INDENT}// name, and each role's capabilities. A missing or unknown role (the former 'staff', say) counts as '${FALLBACK_ROLE}',`,
    `${INDENT}// as on the server (FALLBACK_ROLE, server/auth/firebaseStaffGuard.ts).`,
    `${INDENT}function isRole(role) {`,
    `${INDENT}  return role in ${list(ROLES)};`,
    `${INDENT}}`,
    '',
    `${INDENT}function roleMay(role, capability) {`,
    `${INDENT}  return (isRole(role) && capability in ${grants}[role])`,
    `${INDENT}    || (!isRole(role) && capability in ${list(GRANTS[FALLBACK_ROLE])});`,
    `${INDENT}}`,
    '',
    `${INDENT}// A member of staff whose role has the capability. Document reads: isStaff()'s exists() and this get() read the`,
    `${INDENT}// same staff/{uid}, which Firestore reads once per request however many rules ask (repeated reads of a document`,
    `${INDENT}// are cached), so the matrix costs one of the 10 get()/exists() a single-document request may make (20 for a`,
    `${INDENT}// batch); no rule here adds more than the mail sender's entry and one related document (before and after the write).`,
    `${INDENT}function may(capability) {`,
    `${INDENT}  return isStaff() && roleMay(get(/databases/$(database)/documents/staff/$(request.auth.uid)).data.get('role', null), capability);`,
    `${INDENT}}`,
    '',
    `${INDENT}// What reading and writing a resource's records takes (resourceCapability), for the Papierkorb, whose entries`,
    `${INDENT}// name their resource; an unknown resource is refused.`,
    `${INDENT}function mayResource(resource, action) {`,
    `${INDENT}  return may(${capabilities}[resource][action]);`,
    `${INDENT}}`,
    '',
    `${INDENT}// Whether the records of every resource are readable to the member of staff: a list of the whole Papierkorb needs`,
    `${INDENT}// it (rules are not filters); anyone else lists it only with a filter on \`resource\`.`,
    `${INDENT}function mayReadEveryResource() {`,
    `${INDENT}  return ${everyReadCapability(resources).map(may).join(' && ')};`,
    `${INDENT}}`,
  ].join('\n');
}
