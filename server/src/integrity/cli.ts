import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type ComplaintStatus, complaintStatusValues } from '@muyuan/contract/compliance';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { AttachmentStore } from './attachment-store.ts';
import { generateKeyPair, privateKeyFrom } from './crypto.ts';
import { exportReport } from './export-report.ts';
import { wrapPrivateKey } from './key-export.ts';
import { keyFiles } from './keys.ts';
import { changeStatus, openReport, replyToReport } from './officer.ts';
import { listComplaints } from './repository.ts';

const USAGE = `The compliance team's tool for integrity reports (npm run compliance -- <command>):

  keygen [--out <dir>]                  make a key pair: the public key for the server, the private key for you
  list [--json]                         reports, newest first: id, date, status, messages, attachments
  read <id> [--key <pem>] [--json]      a report decrypted: fields, conversation, attachments, notes, history
  export <id> --out <dir> [--key <pem>] the report (report.json) and its attachments, decrypted, into <dir>
                                        (each named by the type its bytes are: 01-evidence.pdf)
  reply <id> --message <text> [--key <pem>]   a reply the reporter reads with the query code
  status <id> <received|in_review|closed>     change a report's status
  export-key --out <file> [--key <pem>] the private key wrapped under a passphrase (COMPLIANCE_KEY_PASSPHRASE,
                                        at least 12 characters), for the console to import with it

The private key is --key, else COMPLIANCE_PRIVATE_KEY_FILE, else <DATA_DIR>/compliance/private-key.pem.
The database comes from the same environment as the server (DATABASE_URL, else DATA_DIR).`;

function privateKeyPath(explicit: string | undefined, dataDir: string): string {
  const path = explicit ?? process.env.COMPLIANCE_PRIVATE_KEY_FILE ?? keyFiles(dataDir).privateKey;
  if (!existsSync(path)) throw new Error(`no private key at ${path} (give --key <file>)`);
  return path;
}

function keygen(out: string | undefined): void {
  const pair = generateKeyPair();
  if (out) {
    mkdirSync(out, { recursive: true, mode: 0o700 });
    writeFileSync(join(out, 'private-key.pem'), pair.privateKeyPem, { mode: 0o600 });
    writeFileSync(join(out, 'public.key'), `${pair.publicKey}\n`);
    console.log(`Private key: ${join(out, 'private-key.pem')} (keep it off the server)`);
  } else {
    console.log(pair.privateKeyPem.trim());
  }
  console.log(`Public key (set COMPLIANCE_PUBLIC_KEY on every server instance): ${pair.publicKey}`);
}

/** Writes the private key wrapped under the passphrase in COMPLIANCE_KEY_PASSPHRASE (never a command-line argument). */
function exportKey(out: string | undefined, keyPath: string | undefined): void {
  if (!out) throw new Error('export-key needs --out <file>');
  const passphrase = process.env.COMPLIANCE_KEY_PASSPHRASE ?? '';
  if (!passphrase) throw new Error('set COMPLIANCE_KEY_PASSPHRASE to the passphrase (at least 12 characters)');
  const pem = readFileSync(privateKeyPath(keyPath, loadConfig().dataDir), 'utf8');
  writeFileSync(out, wrapPrivateKey(pem, passphrase), { mode: 0o600 });
  console.log(`The private key, wrapped under the passphrase: ${out} (import it in the console at /admin/cases)`);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      out: { type: 'string' },
      message: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, id, extra] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  if (command === 'keygen') return keygen(values.out);
  if (command === 'export-key') return exportKey(values.out, values.key);

  const config = loadConfig();
  const { db } = openDatabase({ ...config, connectTimeoutMs: config.dbConnectTimeoutMs });
  try {
    await migrateToLatest(db);
    const key = () => privateKeyFrom(readFileSync(privateKeyPath(values.key, config.dataDir), 'utf8'));
    const needId = () => {
      if (!id) throw new Error(`${command} needs a report id (see: list)`);
      return id;
    };
    switch (command) {
      case 'list': {
        const rows = await listComplaints(db);
        if (values.json) console.log(JSON.stringify(rows));
        else
          for (const r of rows)
            console.log(`${r.id}  ${r.created_at}  ${r.status.padEnd(9)}  ${r.messages} messages  ${r.files} files`);
        break;
      }
      case 'read': {
        const report = await openReport(db, key(), needId());
        const shown = { ...report, files: report.files.map(({ key: _k, storedName: _s, ...f }) => f) };
        console.log(values.json ? JSON.stringify(shown) : JSON.stringify(shown, null, 2));
        break;
      }
      case 'export': {
        if (!values.out) throw new Error('export needs --out <dir>');
        const store = new AttachmentStore(db);
        const exported = await exportReport(db, key(), store, needId(), values.out);
        console.log(`Exported report ${exported.id} with ${exported.files.length} attachment(s) to ${values.out}`);
        break;
      }
      case 'reply': {
        if (!values.message?.trim()) throw new Error('reply needs --message <text>');
        await replyToReport(db, key(), needId(), values.message.trim());
        console.log('Reply saved; the reporter sees it with the query code.');
        break;
      }
      case 'status': {
        if (!complaintStatusValues.includes(extra as ComplaintStatus)) {
          throw new Error(`status must be one of ${complaintStatusValues.join(', ')}`);
        }
        await changeStatus(db, needId(), extra as ComplaintStatus);
        console.log(`Report ${id} is now ${extra}.`);
        break;
      }
      default:
        throw new Error(`unknown command ${command}\n\n${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
