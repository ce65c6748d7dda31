import { parseArgs } from 'node:util';
import { type StaffRole, staffRolesSchema } from '@muyuan/contract/admin/roles';
import { staffEmailSchema } from '@muyuan/contract/admin/staff';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { listenOrigin } from '../http/site-origin.ts';
import { accountByEmail, rolesOf } from './accounts.ts';
import { appendAudit, recordAudit, verifyAuditChain } from './audit.ts';
import { systemClock } from './clock.ts';
import { clearCredentials } from './credentials.ts';
import { createInvitation, enrollmentAddress } from './invitations.ts';
import { databaseSessionStore } from './session-store-db.ts';
import { redisSessionStore } from './session-store-redis.ts';
import { createToken, listTokens, revokeToken } from './tokens.ts';

export const USAGE = `The back office's tool (npm run admin -- <command>):

  invite <email> --role <role> [--role <role>...]   a one-time enrollment address (24 h) for a new person
  reset <email>                                      remove a person's passkeys and password; prints a new address
  token create --name <name> --role <role>...        an API token, printed once on the last line
  token list [--json]                                API tokens (never their secrets)
  token revoke <id>                                  revoke an API token
  audit verify                                       check the audit trail's hash chain; exits 1 naming the first broken row

Roles: admin, editor, publisher, compliance, viewer. The database and SITE_URL come from the same
environment as the server (DATABASE_URL, DATA_DIR, SITE_URL).`;

class UsageError extends Error {}

/** Ends every session of an account where the server keeps them (Redis when REDIS_URL is set). */
async function endSessions(config: Config, db: Db, accountId: string): Promise<number> {
  if (!config.redisUrl) return databaseSessionStore(db).deleteForAccount(accountId);
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    return await redisSessionStore(redis, config.adminSessionMaxMs).deleteForAccount(accountId);
  } finally {
    redis.disconnect();
  }
}

function roles(values: string[] | undefined): StaffRole[] {
  const parsed = staffRolesSchema.safeParse(values ?? []);
  if (!parsed.success) throw new UsageError('give at least one --role: admin, editor, publisher, compliance or viewer');
  return parsed.data;
}

function email(value: string | undefined): string {
  const parsed = staffEmailSchema.safeParse(value ?? '');
  if (!parsed.success) throw new UsageError('give an e-mail address');
  return parsed.data;
}

/** Where the tool writes: the console when run as a command, a buffer in tests. */
export interface AdminOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs one `npm run admin` command and answers its exit code (0 done, 1 audit trail broken, 2 usage or
 * error). The database and origin come from `env`, as the server's do.
 */
export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: AdminOutput = console,
): Promise<number> {
  try {
    return await run(args, env, out);
  } catch (error: unknown) {
    if (error instanceof UsageError) out.error(`${error.message}\n\n${USAGE}`);
    else out.error(error instanceof Error ? error.message : String(error));
    return 2;
  }
}

async function run(args: string[], env: NodeJS.ProcessEnv, out: AdminOutput): Promise<number> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      role: { type: 'string', multiple: true },
      name: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  const [command, sub, arg] = positionals;
  if (!command || values.help) {
    out.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  const config = loadConfig(env);
  const origin = config.siteUrl ?? listenOrigin(config.host, config.port);
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const now = systemClock();
    switch (`${command} ${command === 'invite' || command === 'reset' ? '' : (sub ?? '')}`.trim()) {
      case 'invite': {
        const address = email(sub);
        if (await accountByEmail(db, address)) throw new UsageError(`${address} already has an account (use reset)`);
        const invitationRoles = roles(values.role);
        const made = await db.transaction().execute(async (trx) => {
          const invitation = await createInvitation(trx, now, { email: address, roles: invitationRoles });
          await appendAudit(
            trx,
            {
              actor: 'cli',
              action: 'invitation_create',
              object: `invitation:${invitation.id}`,
              detail: { roles: invitationRoles },
            },
            now,
          );
          return invitation;
        });
        out.log(
          `Enrollment address for ${address} (${invitationRoles.join(', ')}), valid until ${made.expiresAt}, once:`,
        );
        out.log(enrollmentAddress(origin, made.secret));
        return 0;
      }
      case 'reset': {
        const account = await accountByEmail(db, email(sub));
        if (!account) throw new UsageError('no account has this e-mail address');
        const made = await db.transaction().execute(async (trx) => {
          await clearCredentials(trx, account.id);
          const invitation = await createInvitation(trx, now, {
            email: account.email,
            roles: await rolesOf(trx, account.id),
            accountId: account.id,
          });
          await appendAudit(
            trx,
            {
              actor: 'cli',
              action: 'sign_in_reset',
              object: `account:${account.id}`,
              detail: { invitation: invitation.id },
            },
            now,
          );
          return invitation;
        });
        const ended = await endSessions(config, db, account.id);
        out.log(
          `Sign-in of ${account.email} reset, ${ended} session(s) ended. New enrollment address, valid until ${made.expiresAt}, once:`,
        );
        out.log(enrollmentAddress(origin, made.secret));
        return 0;
      }
      case 'token create': {
        if (!values.name) throw new UsageError('give the token a --name');
        const token = await createToken(db, now, { name: values.name, roles: roles(values.role), createdBy: 'cli' });
        await recordAudit(
          db,
          {
            actor: 'cli',
            action: 'token_create',
            object: `token:${token.id}`,
            detail: { name: token.name, roles: token.roles },
          },
          now,
        );
        out.log(
          `Token ${token.id} "${token.name}" (${token.roles.join(', ')}). It is shown this once; send it as Authorization: Bearer <token>:`,
        );
        out.log(token.secret);
        return 0;
      }
      case 'token list': {
        const tokens = await listTokens(db);
        if (values.json) out.log(JSON.stringify(tokens, null, 2));
        else
          for (const t of tokens)
            out.log(
              `${t.id}  ${t.name}  ${t.roles.join(',')}  created ${t.createdAt}${t.revokedAt ? `  revoked ${t.revokedAt}` : ''}`,
            );
        return 0;
      }
      case 'token revoke': {
        if (!arg) throw new UsageError('give the id of the token to revoke');
        const token = await revokeToken(db, arg, now);
        if (!token) throw new UsageError(`no token ${arg}`);
        await recordAudit(db, { actor: 'cli', action: 'token_revoke', object: `token:${token.id}` }, now);
        out.log(`Token ${token.id} "${token.name}" revoked.`);
        return 0;
      }
      case 'audit verify': {
        const check = await verifyAuditChain(db);
        if (check.ok) {
          out.log(`Audit trail intact: ${check.rows} rows.`);
          return 0;
        }
        out.error(`Audit trail broken at row ${check.seq}: ${check.reason}.`);
        return 1;
      }
      default:
        throw new UsageError(`unknown command: ${positionals.join(' ')}`);
    }
  } finally {
    await db.destroy();
  }
}
