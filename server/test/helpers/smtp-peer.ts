import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the alerts' tests (the `smtp-server` package), on a local port: it keeps every
 * mail it accepts, parsed (mailparser), and answers as a test tells it: a 4xx or 5xx for the next mails,
 * or nothing at all while stopped (connection refused), then again on the same port.
 */

export interface Received {
  /** When the whole message had arrived (ms since the epoch). */
  at: number;
  /** The envelope's recipients. */
  to: string[];
  raw: string;
  mail: ParsedMail;
}

/** How to answer the end of a message: a reply code and text, or null: 250 (taken). */
export type Answer = { code: number; text: string } | null;

export class SmtpPeer {
  readonly received: Received[] = [];
  /** The answers of the next messages, first first; empty: take every message. */
  readonly answers: Answer[] = [];
  /** Answers for a recipient, whatever the queue says (a mailbox that does not exist). */
  readonly refusedRecipients = new Map<string, { code: number; text: string }>();
  /** How long the server takes to answer a whole message (a busy server); it has the mail from the start of the wait. */
  answerDelayMs = 0;
  /** Refuse every login (535), as a server whose password was changed. */
  refuseLogins = false;
  /** Every RCPT TO asked, taken or refused. */
  readonly recipientsAsked: string[] = [];
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      // No TLS here: the client would otherwise upgrade with a certificate it cannot check.
      disabledCommands: ['STARTTLS'],
      logger: false,
      // A stopped peer lets go of its connections at once, as a crashed server would.
      closeTimeout: 50,
      // A client that gives a user and password logs in, over the plain connection of the test.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (!this.refuseLogins) return callback(null, { user: auth.username });
        callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
      },
      onRcptTo: (address, _session, callback) => {
        this.recipientsAsked.push(address.address);
        const refusal = this.refusedRecipients.get(address.address);
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const answer = this.answers.shift() ?? null;
          if (answer) return callback(Object.assign(new Error(answer.text), { responseCode: answer.code }));
          const raw = Buffer.concat(chunks).toString('utf8');
          const to = session.envelope.rcptTo.map((r) => r.address);
          const at = Date.now();
          // Kept before the 250 goes out, as a mail server commits a message before it says so.
          simpleParser(raw).then(
            (mail) => {
              this.received.push({ at, to, raw, mail });
              setTimeout(() => callback(), this.answerDelayMs);
            },
            (err: Error) => callback(err),
          );
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Closes the port (clients are refused) and drops the open connections; start() opens the same port again. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The received mails' Message-IDs, each as often as it arrived. */
  messageIds(): string[] {
    return this.received.map((r) => r.mail.messageId ?? '');
  }

  /** Waits until `count` different mails (by Message-ID) have arrived (or throws after `timeoutMs`). */
  async waitForDistinct(count: number, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (new Set(this.messageIds()).size < count) {
      if (Date.now() > until) throw new Error(`${new Set(this.messageIds()).size} of ${count} mails arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Waits until `count` mails have arrived (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`${this.received.length} of ${count} mails arrived`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
