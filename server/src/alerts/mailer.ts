import { createTransport } from 'nodemailer';
import type { MailSettings } from './mail-config.ts';

/**
 * The one adapter to the mail server (SMTP through nodemailer's pooled transport). It knows nothing of
 * the outbox: it hands one message over and says whether the server took it, refused it for now (try
 * again later) or refused it for good (this address or this message will not be taken).
 */

export interface OutgoingMail {
  /** The outbox row's id: the Message-ID is made of it, so a receiver can tell a second copy for what it is. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>;
}

export type SendOutcome = { outcome: 'sent' } | { outcome: 'temporary' | 'permanent'; reason: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

/** How long a connection, a greeting and a silent socket may take: under the sender's claim on a row (sender.ts). */
export interface MailerTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

const DEFAULT_TIMEOUTS: MailerTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000 };

/** Connections the pool keeps open to the server: enough for 600 a minute over a slow link. */
const POOL_CONNECTIONS = 4;

/** The stable Message-ID of an outbox row. */
export const messageIdOf = (id: string, domain: string): string => `<${id}@${domain}>`;

export function smtpMailer(settings: MailSettings, timeouts: MailerTimeouts = DEFAULT_TIMEOUTS): Mailer {
  const transport = createTransport({
    pool: true,
    url: settings.smtpUrl,
    maxConnections: POOL_CONNECTIONS,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: messageIdOf(mail.id, settings.messageIdDomain),
        });
        return { outcome: 'sent' };
      } catch (error) {
        return classify(error);
      }
    },
    close() {
      transport.close();
    },
  };
}

/**
 * Commands of the session itself rather than of one message: a 5xx there (a refused login, a refused
 * sender, a server turning us away) is the configuration's or the server's fault, not the address's, so
 * it is retried like a 4xx and never counts against a subscriber.
 */
const SESSION_COMMANDS = /^(CONN|EHLO|HELO|LHLO|STARTTLS|AUTH|MAIL FROM|RSET|API)\b/;

/** SMTP 4xx and every connection failure: temporary; 5xx to a recipient or a message: permanent. */
export function classify(error: unknown): SendOutcome {
  const e = error as { responseCode?: unknown; command?: unknown; code?: unknown; message?: unknown };
  const reason = oneLine(e);
  const code = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const command = typeof e.command === 'string' ? e.command : '';
  if (code >= 500 && code < 600 && !SESSION_COMMANDS.test(command)) return { outcome: 'permanent', reason };
  return { outcome: 'temporary', reason };
}

/**
 * The error as one short line: its code and the server's reply, any address in it blotted out (servers
 * quote the recipient; the reason is logged and shown in the console, where addresses are not listed).
 */
function oneLine(e: { code?: unknown; message?: unknown }): string {
  const text = typeof e.message === 'string' ? e.message : String(e);
  const head = typeof e.code === 'string' ? `${e.code}: ` : '';
  return `${head}${text}`
    .replace(/[^\s<>@:;,"']+@[^\s<>@:;,"']+/g, '[address]')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}
