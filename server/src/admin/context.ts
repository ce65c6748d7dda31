import type { Db } from '../db/database.ts';
import type { SiteOrigin } from '../http/site-origin.ts';
import { type AuditEvent, recordAudit } from './audit.ts';
import type { Clock } from './clock.ts';
import { type RelyingParty, relyingParty } from './passkeys.ts';
import { type CookieSettings, cookieSettings } from './session-cookie.ts';
import type { Sessions } from './sessions.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

/** What the back office's routes and services share; built once per app in admin/setup.ts. */
export class AdminContext {
  private cookieFor: { origin: string; settings: CookieSettings } | undefined;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
    readonly sessions: Sessions,
    readonly throttle: SignInThrottle,
    readonly siteOrigin: SiteOrigin,
  ) {}

  /** Cookie name and flags follow the site's origin (known for sure only once the server listens). */
  cookie(): CookieSettings {
    const origin = this.siteOrigin();
    if (this.cookieFor?.origin !== origin) this.cookieFor = { origin, settings: cookieSettings(origin) };
    return this.cookieFor.settings;
  }

  rp(): RelyingParty {
    return relyingParty(this.siteOrigin());
  }

  audit(event: AuditEvent): Promise<number> {
    return recordAudit(this.db, event, this.clock());
  }
}
