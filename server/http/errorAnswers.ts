import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { QueryRejected } from '../../src/shared/data/listPlan';
import { ProviderError } from '../../src/shared/firebase/providerErrors';

export const STORAGE_FULL_STATUS = 507;
export const STORAGE_FULL_MESSAGE = 'Der Speicherplatz des Servers ist erschöpft. Ihre Änderung wurde nicht gespeichert.';

/**
 * Error codes that mean "no room to write": SQLite's SQLITE_FULL (the transaction was rolled back), and from the
 * file system ENOSPC (disk full), EDQUOT (quota used up) and EFBIG (file size limit, e.g. `ulimit -f`).
 */
const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT', 'EFBIG']);

/** Whether an error (or an error it wraps as `cause`) says the disk is full. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const INTERNAL_ERROR_MESSAGE = 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.';
export const NOT_FOUND_MESSAGE = 'Unter dieser Adresse gibt es nichts.';
export const API_NOT_FOUND_MESSAGE = 'Unbekannte Adresse der Schnittstelle.';

/** Fastify's own refusals by error code, where the status alone says too little. */
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Die Anfrage gibt JSON an, hat aber keinen Inhalt.',
};
const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  404: NOT_FOUND_MESSAGE,
  405: 'Diese Anfragemethode wird hier nicht unterstützt.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieses Format des Anfrageinhalts wird hier nicht angenommen.',
  429: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
};
export const INVALID_REQUEST_MESSAGE = 'Die Anfrage ist ungültig.';

/**
 * The German answer for an error no route handled itself: Fastify's defaults are English, technical, and its 404
 * repeats the request path ("Route GET:/… not found"). Never the error's own message: it may quote the input.
 */
export function errorAnswer(error: Pick<FastifyError, 'code' | 'statusCode'>): { status: number; message: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) return { status, message: INTERNAL_ERROR_MESSAGE };
  return { status, message: (error.code && MESSAGE_BY_CODE[error.code]) || MESSAGE_BY_STATUS[status] || INVALID_REQUEST_MESSAGE };
}

/** Routes under /api/ are the API's: a missing one is named as such (as the resource routes' own catch-all does). */
const notFoundMessage = (request: FastifyRequest) => (request.url.startsWith('/api/') ? API_NOT_FOUND_MESSAGE : NOT_FOUND_MESSAGE);

/** A refusal a route words itself, in German for the user (a picture the pipeline cannot read, a form without its file). */
export class RequestRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

/** How the routes of one plugin word the errors they meet (`wordErrors`); what it leaves out gets the app's words. */
export interface ErrorWording {
  /** By error code (a parser's or plugin's), where the status alone says too little. */
  byCode?: Readonly<Record<string, { status: number; message: string }>>;
  byStatus?: Readonly<Record<number, string>>;
  /** Any other 4xx. */
  otherRefusal?: string;
  /** A 5xx (the error's own text is never shown). */
  failure?: string;
  /** Fields every refusal's body carries besides `message` (the sign-in form reads `errors`). */
  refusalBody?: Readonly<Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    errorWording?: ErrorWording;
  }
}

/** Gives every route the plugin `app` registers from now on the wording `wording` for its errors. */
export function wordErrors(app: FastifyInstance, wording: ErrorWording) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, errorWording: wording };
  });
}

type Answer = { status: number; message: string; body?: Readonly<Record<string, unknown>> };

/** Errors that carry their own German answer: a list request the declaration refuses, a refusal of Firebase mode's provider, a route's own refusal. */
function ownAnswer(error: unknown): Answer | null {
  if (error instanceof QueryRejected) return { status: 400, message: error.message };
  if (error instanceof ProviderError) return { status: error.status, message: error.message };
  if (error instanceof RequestRefused) return { status: error.statusCode, message: error.message };
  return null;
}

function wordedAnswer(error: FastifyError, wording: ErrorWording | undefined): Answer | null {
  if (!wording) return null;
  const general = errorAnswer(error);
  const byCode = error.code ? wording.byCode?.[error.code] : undefined;
  if (byCode) return { ...byCode, body: wording.refusalBody };
  if (general.status >= 500) return wording.failure ? { status: general.status, message: wording.failure } : null;
  return {
    status: general.status,
    message: wording.byStatus?.[general.status] ?? wording.otherRefusal ?? general.message,
    body: wording.refusalBody,
  };
}

/**
 * The app's one error handler and its not-found answer, as German JSON `{ message }` – the shape every route of the
 * project answers with. A full disk is 507 wherever the write failed (content API, inquiries, sign-in, uploads), and
 * nothing is half-written: SQLite rolls the transaction back, and the upload pipeline removes its dot folder.
 * A route plugin words its errors with `wordErrors` (sign-in, uploads) instead of a handler of its own. Register it
 * before the routes.
 */
async function errorAnswers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const json = () => reply.type('application/json; charset=utf-8');
    if (isStorageFull(error)) {
      request.log.error({ err: error, code: error.code }, 'storage full: write refused with 507');
      return json().code(STORAGE_FULL_STATUS).send({ message: STORAGE_FULL_MESSAGE });
    }
    const { status, message, body }: Answer =
      ownAnswer(error) ?? wordedAnswer(error, request.routeOptions.config.errorWording) ?? errorAnswer(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status, reason: error instanceof RequestRefused ? message : undefined }, 'request refused');
    // Fastify's own errors may carry headers that belong to the answer (Retry-After, Allow).
    const { headers } = error as { headers?: Record<string, string> };
    if (headers) reply.headers(headers);
    return json()
      .code(status)
      .send({ message, ...body });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({ message: notFoundMessage(request) }),
  );
}

export default fp(errorAnswers, { name: 'error-answers' });
