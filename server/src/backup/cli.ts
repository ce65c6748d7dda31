import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createBackup, restoreBackup } from './backup.ts';
import { BackupRefused } from './backup-file.ts';

const USAGE = `Backup and restore of the site's database (attachments included):

  npm run backup -- --out <file>        a consistent snapshot, taken while the site serves
  npm run restore -- <file> [--force]   into an empty DATA_DIR (SQLite) or an empty database (DATABASE_URL);
                                        --force replaces a database that is there (stop the servers first)

The database is DATABASE_URL's PostgreSQL, else <DATA_DIR>/site.db. The compliance keys are not in the
backup: keep COMPLIANCE_CODE_KEY and COMPLIANCE_PUBLIC_KEY (or <DATA_DIR>/compliance/) with it.`;

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, file] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (command === 'backup') {
    if (!values.out) throw new Error('backup needs --out <file>');
    const header = await createBackup(target, values.out);
    console.log(
      `Backed up the ${header.kind} database (migration ${header.migration}) to ${values.out} (${header.bodyBytes} bytes, sha256 ${header.bodySha256})`,
    );
    return;
  }
  if (command === 'restore') {
    if (!file) throw new Error('restore needs the backup file');
    const header = await restoreBackup(file, target, { force: values.force });
    console.log(
      `Restored the ${header.kind} backup of ${header.createdAt} (migration ${header.migration}); start the servers to bring it up to date`,
    );
    return;
  }
  throw new Error(`unknown command ${command}\n\n${USAGE}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof BackupRefused ? `restore refused: ${message}` : message);
  process.exitCode = 1;
});
