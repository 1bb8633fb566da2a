import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, NO_PERMISSION, type Capability } from '../../src/shared/auth/rolePolicy';
import { SIGN_IN_REQUIRED } from './authPlugin';

/** Answers 403 when the signed-in member of staff's role lacks the capability; true when it did. */
export function refuseWithout(request: FastifyRequest, reply: FastifyReply, capability: Capability): boolean {
  if (!request.staff || can(request.staff.role, capability)) return false;
  reply.code(403).send({ message: NO_PERMISSION });
  return true;
}

/**
 * preHandler after the backend's staff check (which sets `request.staff`): the role matrix of
 * src/shared/auth/rolePolicy.ts. Without a member of staff it answers 401, never lets the request through.
 */
export function requireCapability(capability: Capability): preHandlerAsyncHookHandler {
  return async function capabilityGuard(request, reply) {
    if (!request.staff) return reply.code(401).send({ message: SIGN_IN_REQUIRED });
    if (refuseWithout(request, reply, capability)) return reply;
  };
}
