/**
 * The HKDF `info` of every sealed box to the compliance team's key: the server seals with it
 * (server/src/integrity/crypto.ts) and the console opens with it. A module of its own, without zod, because
 * the server's crypto imports it and must stay small (its seal test runs in an 8 MB heap).
 */
export const CASE_SEAL_INFO = 'muyuan-compliance-seal-v1';
