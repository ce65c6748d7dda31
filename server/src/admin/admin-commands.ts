import { parseArgs } from 'node:util';
import { type StaffRole, staffRolesSchema } from '@muyuan/contract/admin/roles';
import { staffEmailSchema } from '@muyuan/contract/admin/staff';
import { TOKEN_MAX_DAYS } from '@muyuan/contract/admin/tokens';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { listenOrigin } from '../http/site-origin.ts';
import { accountByEmail, countAdmins, rolesOf, setRoles } from './accounts.ts';
import { appendAudit, recordAudit, verifyAuditChain } from './audit.ts';
import { systemClock } from './clock.ts';
import { clearCredentials } from './credentials.ts';
import { createInvitation, enrollmentAddress } from './invitations.ts';
import type { SessionStore } from './session-store.ts';
import { databaseSessionStore } from './session-store-db.ts';
import { redisSessionStore } from './session-store-redis.ts';
import { createToken, listTokens, revokeToken } from './tokens.ts';

export const USAGE = `The back office's tool (npm run admin -- <command>):

  invite <email> --role <role> [--role <role>...]   a one-time enrollment address (24 h) for a new person
  reset <email>                                      remove a person's passkeys and password; prints a new address
  roles <email> --role <role> [--role <role>...]     replace a person's roles (e.g. the compliance team's first member)
  token create --name <name> --role <role>... [--days <1-365>]
                                                     an API token (90 days unless --days), printed once on the last line
  token list [--json]                                API tokens (never their secrets) with their expiry and last use
  token revoke <id>                                  revoke an API token
  audit verify                                       check the audit trail's hash chain; exits 1 naming the first broken row

Roles: admin, editor, publisher, compliance, viewer. In the console a role is given only by someone who
holds it; this tool, run on the server, gives any (the compliance team's first member comes from here).
The database and the site's address come from the same environment as the server (DATABASE_URL, DATA_DIR;
SITE_URL, else HOST and PORT).`;

class UsageError extends Error {}

/** Runs `use` on the store where the server keeps sessions (Redis when REDIS_URL is set, else the database). */
async function withSessionStore<T>(config: Config, db: Db, use: (store: SessionStore) => Promise<T>): Promise<T> {
  if (!config.redisUrl) return use(databaseSessionStore(db));
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    return await use(redisSessionStore(redis, config.adminSessionMaxMs));
  } finally {
    redis.disconnect();
  }
}

/** Ends every session of an account where the server keeps them. */
const endSessions = (config: Config, db: Db, accountId: string): Promise<number> =>
  withSessionStore(config, db, (store) => store.deleteForAccount(accountId));

/** The days of `--days`: a whole number from 1 to TOKEN_MAX_DAYS (TOKEN_DEFAULT_DAYS when not given). */
function days(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > TOKEN_MAX_DAYS)
    throw new UsageError(`--days is a whole number of days from 1 to ${TOKEN_MAX_DAYS} (a year at most)`);
  return n;
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

/**
 * The origin enrollment addresses are written on: SITE_URL, else the address the server would listen on
 * with this environment (listenOrigin). The tool cannot know where a running server listens, so without
 * SITE_URL it also says what it assumed and how to change it.
 */
function linkOrigin(config: Config, command: string): { origin: string; assumption: string | null } {
  if (config.siteUrl) return { origin: config.siteUrl, assumption: null };
  const origin = listenOrigin(config.host, config.port);
  return {
    origin,
    assumption:
      `SITE_URL is not set: the address below assumes the site at ${origin}, from HOST=${config.host} and ` +
      `PORT=${config.port} as the server would take them from this environment. If the server listens ` +
      `elsewhere or the site has a public address, run this again with SITE_URL set to its origin, e.g. ` +
      `SITE_URL=https://www.example.com npm run admin -- ${command} …`,
  };
}

/**
 * Prints an enrollment address under its heading: the assumption about the site's origin first (on
 * standard error), the address on the last line, for scripts.
 */
function printAddress(
  out: AdminOutput,
  link: { origin: string; assumption: string | null },
  heading: string,
  secret: string,
): void {
  if (link.assumption) out.error(link.assumption);
  out.log(heading);
  out.log(enrollmentAddress(link.origin, secret));
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
      days: { type: 'string' },
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
  const link = linkOrigin(config, command);
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const now = systemClock();
    const withEmail = command === 'invite' || command === 'reset' || command === 'roles';
    switch (`${command} ${withEmail ? '' : (sub ?? '')}`.trim()) {
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
        printAddress(
          out,
          link,
          `Enrollment address for ${address} (${invitationRoles.join(', ')}), valid until ${made.expiresAt}, once:`,
          made.secret,
        );
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
        printAddress(
          out,
          link,
          `Sign-in of ${account.email} reset, ${ended} session(s) ended. New enrollment address, valid until ${made.expiresAt}, once:`,
          made.secret,
        );
        return 0;
      }
      case 'roles': {
        const account = await accountByEmail(db, email(sub));
        if (!account) throw new UsageError('no account has this e-mail address');
        const to = roles(values.role);
        const from = await db.transaction().execute(async (trx) => {
          const before = await rolesOf(trx, account.id);
          await setRoles(trx, account.id, to);
          if ((await countAdmins(trx)) === 0) throw new Error('The last admin cannot lose the admin role.');
          await appendAudit(
            trx,
            { actor: 'cli', action: 'role_change', object: `account:${account.id}`, detail: { from: before, to } },
            now,
          );
          return before;
        });
        // Sessions carry a copy of the roles: the change holds from the person's next request on.
        await withSessionStore(config, db, (store) => store.setRoles(account.id, to));
        out.log(`Roles of ${account.email}: ${from.join(', ')} → ${to.join(', ')}.`);
        return 0;
      }
      case 'token create': {
        if (!values.name) throw new UsageError('give the token a --name');
        const token = await createToken(db, now, {
          name: values.name,
          roles: roles(values.role),
          createdBy: 'cli',
          expiresInDays: days(values.days),
        });
        await recordAudit(
          db,
          {
            actor: 'cli',
            action: 'token_create',
            object: `token:${token.id}`,
            detail: { name: token.name, roles: token.roles, expiresAt: token.expiresAt },
          },
          now,
        );
        out.log(
          `Token ${token.id} "${token.name}" (${token.roles.join(', ')}), valid until ${token.expiresAt}. It is shown this once; send it as Authorization: Bearer <token>:`,
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
              `${t.id}  ${t.name}  ${t.roles.join(',')}  created ${t.createdAt}  expires ${t.expiresAt}  last used ${t.lastUsedAt ?? 'never'}${t.revokedAt ? `  revoked ${t.revokedAt}` : ''}`,
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
