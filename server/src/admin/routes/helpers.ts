import { envelopeSchema } from '@muyuan/contract/envelope';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { successEnvelope } from '../../http/envelope.ts';
import { requestLang } from '../../http/language.ts';
import { notSignedIn, sessionRequired } from '../errors.ts';
import { type Principal, type StaffActor, staffActorOf } from '../principal.ts';

/** Admin requests are small; WebAuthn answers are the largest (a few KB). */
export const ADMIN_BODY_LIMIT = 64 * 1024;

export const ok = <T>(request: FastifyRequest, data: T) => successEnvelope(data, requestLang(request.headers));

export const answers = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(data) });

/** The caller the guard admitted (routes with a role rule always have one). */
export function caller(request: FastifyRequest): Principal {
  if (!request.staff) throw notSignedIn();
  return request.staff;
}

export function sessionCaller(request: FastifyRequest): Extract<Principal, { via: 'session' }> {
  const who = caller(request);
  if (who.via !== 'session') throw sessionRequired();
  return who;
}

/** The caller as the one who acts: content, media and price history record it. */
export const staffActor = (request: FastifyRequest): StaffActor => staffActorOf(caller(request));
