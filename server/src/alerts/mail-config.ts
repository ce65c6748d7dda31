import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/**
 * The mail settings of e-mail alerts (issue 41): the variables' forms (config.ts lists them with the
 * others), the check that DKIM is configured whole or not at all, and the one shape the mailer takes.
 */

/** MAIL_FROM when unset: the company's short name and a mailbox the operator is expected to replace. */
export const DEFAULT_MAIL_FROM = '牧原股份 <ir-alerts@localhost>';

/** `Name <box@domain>` or `box@domain`: one address, no line breaks (nothing can be smuggled into a header). */
const FROM = /^(?:[^<>\r\n"]+ <[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export const mailFrom = z
  .string()
  .trim()
  .regex(FROM, 'one address such as 牧原股份 <ir-alerts@muyuanfoods.com> or ir-alerts@muyuanfoods.com')
  .default(DEFAULT_MAIL_FROM);

/** A DNS name as DKIM's d= holds it. */
export const dkimDomain = z
  .string()
  .trim()
  .regex(
    /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/,
    'a domain such as muyuanfoods.com',
  )
  .optional()
  .or(z.literal('').transform(() => undefined));

/** One DNS label, DKIM's s=. */
export const dkimSelector = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]([A-Za-z0-9-_]{0,61}[A-Za-z0-9])?$/, 'a selector such as alerts2026')
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * The signing key as PEM text. An environment file holds one line per variable, so `\n` written out
 * stands for a line break; the key must be one Node can read (RSA or Ed25519).
 */
export const dkimPrivateKey = z
  .string()
  .transform((text) => text.replace(/\\n/g, '\n').trim())
  .refine(
    (pem) => pem === '' || isPrivateKey(pem),
    'a PEM private key (-----BEGIN PRIVATE KEY----- …), \\n for line breaks',
  )
  .transform((pem) => pem || undefined)
  .optional();

function isPrivateKey(pem: string): boolean {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
}

const DKIM_VARIABLES = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;

/**
 * DKIM signs only with all three variables; one or two of them is a mistake the server refuses to start
 * with (a mail that was meant to be signed would go out unsigned), naming those missing.
 */
export function checkDkimComplete(
  env: Partial<Record<(typeof DKIM_VARIABLES)[number], string>>,
  ctx: z.RefinementCtx,
): void {
  const missing = DKIM_VARIABLES.filter((name) => env[name] === undefined);
  if (missing.length === 0 || missing.length === DKIM_VARIABLES.length) return;
  ctx.addIssue({
    code: 'custom',
    path: [missing[0] as string],
    message: `DKIM signing needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together; missing: ${missing.join(', ')}`,
  });
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** The domain of Message-IDs: the sender's own. */
  messageIdDomain: string;
  dkim?: { domainName: string; keySelector: string; privateKey: string };
  ratePerMin: number;
}

/** The mail part of the server's configuration (config.ts), named here so the two modules import one way. */
export interface MailConfig {
  smtpUrl?: string | undefined;
  mailFrom: string;
  dkimDomain?: string | undefined;
  dkimSelector?: string | undefined;
  dkimPrivateKey?: string | undefined;
  mailRatePerMin: number;
}

/** The mailer's settings, or null when no mail server is configured (SMTP_URL unset: nothing is sent). */
export function mailSettings(config: MailConfig): MailSettings | null {
  if (!config.smtpUrl) return null;
  const { dkimDomain: domainName, dkimSelector: keySelector, dkimPrivateKey: privateKey } = config;
  return {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    messageIdDomain: domainName ?? addressDomain(config.mailFrom),
    ...(domainName && keySelector && privateKey ? { dkim: { domainName, keySelector, privateKey } } : {}),
    ratePerMin: config.mailRatePerMin,
  };
}

/** The domain of `Name <box@domain>` or `box@domain`. */
export function addressDomain(from: string): string {
  const address = /<([^>]+)>$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1);
}
