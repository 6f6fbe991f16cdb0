import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ownCookie } from '../../plugins/cookies';
import type {} from '../../plugins/session';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a
 * browser that once signed in to an account gets a cookie that proves it, and keeps
 * signing in while guessers without one are locked out of the account.
 *
 * One cookie per account per browser, named after the account's id, whose value is
 * `<issued at, base 36><nonce><signature>`: the nonce (16 random bytes) names the device
 * for its own failure budget, the signature is an HMAC-SHA-256 keyed with the account's
 * stored password hash. That key is secret to the server, and changing the password
 * invalidates every device cookie of the account, as a new password should.
 */
const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;
const NONCE_CHARS = 22; // 16 bytes, base64url
const MAC_CHARS = 43; // 32 bytes, base64url

export interface DeviceOwner {
  id: number;
  password_hash: string;
}

function cookieName(app: FastifyInstance, userId: number): string {
  return `${app.sessionCookie.secure ? '__Host-' : ''}studydesk_device_${userId}`;
}

function signature(owner: DeviceOwner, issuedAt: string, nonce: string): Buffer {
  return createHmac('sha256', owner.password_hash).update(`studydesk device\n${owner.id}\n${issuedAt}\n${nonce}`).digest();
}

/** The device id (nonce) of a valid device cookie for this account in the request, or null. */
export function readDeviceCookie(app: FastifyInstance, request: FastifyRequest, owner: DeviceOwner, now = Date.now()): string | null {
  const value = request.cookies[cookieName(app, owner.id)];
  if (!value || value.length <= NONCE_CHARS + MAC_CHARS || value.length > 80) return null;
  const issuedAt = value.slice(0, value.length - NONCE_CHARS - MAC_CHARS);
  const nonce = value.slice(issuedAt.length, issuedAt.length + NONCE_CHARS);
  const mac = Buffer.from(value.slice(-MAC_CHARS), 'base64url');
  const issued = parseInt(issuedAt, 36);
  if (!/^[0-9a-z]+$/.test(issuedAt) || !(issued <= now && now < issued + DEVICE_COOKIE_LIFETIME_MS)) return null;
  const expected = signature(owner, issuedAt, nonce);
  return mac.length === expected.length && timingSafeEqual(mac, expected) ? nonce : null;
}

/** Gives this browser a fresh device cookie for the account (after a successful sign-in). */
export function issueDeviceCookie(app: FastifyInstance, reply: FastifyReply, owner: DeviceOwner, now = Date.now()): void {
  const issuedAt = now.toString(36);
  const nonce = randomBytes(16).toString('base64url');
  const value = `${issuedAt}${nonce}${signature(owner, issuedAt, nonce).toString('base64url')}`;
  reply.setCookie(cookieName(app, owner.id), value, ownCookie(app.sessionCookie.secure, new Date(now + DEVICE_COOKIE_LIFETIME_MS)));
}
