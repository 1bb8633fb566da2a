import type { Capability } from '../auth/rolePolicy';
import { findResource } from './registry';

/** What a role needs to read or to write a resource's records (its declaration's access); `content` unless it says otherwise. */
export function resourceCapability(resource: string, action: 'read' | 'write'): Capability {
  const access = findResource(resource)?.access;
  return (action === 'read' ? access?.staffRead : access?.staffWrite) ?? 'content';
}
