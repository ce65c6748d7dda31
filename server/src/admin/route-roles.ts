import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { StaffRole } from '@muyuan/contract/admin/roles';

/**
 * Who may call each admin route: the one table the guard reads (admin/guard.ts attaches it to every
 * route under /api/admin/ as the route is registered; a route missing here stops the server from
 * starting, and a test enumerates the registered routes against it).
 *
 * - `public`: no credentials (sign-in, enrollment by invitation);
 * - `signed-in`: any staff member, whatever the roles;
 * - a list of roles: at least one of them.
 * `session` routes refuse API tokens; `stepUp` routes need a passkey or TOTP check within the last
 * ADMIN_STEP_UP_MS (sessions only).
 *
 * With the session cookie, a route answers only the console's own `fetch` (admin/cross-site.ts);
 * `framed` routes, pages the console shows in a frame or opens in a tab, also answer the browser's load
 * of a frame or a page. Only a GET that changes nothing may be `framed` (the server refuses to start
 * otherwise): any page of the site can make a staff browser load it.
 */
export interface RouteRule {
  roles: 'public' | 'signed-in' | readonly StaffRole[];
  session?: true;
  stepUp?: true;
  framed?: true;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const P = ADMIN_PATHS;
/** Who may read content and its history: everyone who works on it, and viewers. */
const CONTENT_READERS: readonly StaffRole[] = ['admin', 'editor', 'publisher', 'viewer'];

/** Who works on e-mail alerts: the IR team (publishers) and admins. */
const ALERT_STAFF: readonly StaffRole[] = ['admin', 'publisher'];

export const ROUTE_ROLES: Readonly<Record<string, RouteRule>> = {
  [`POST ${P.passwordSignIn}`]: { roles: 'public' },
  [`POST ${P.passkeySignInOptions}`]: { roles: 'public' },
  [`POST ${P.passkeySignIn}`]: { roles: 'public' },
  [`POST ${P.enrollmentInvitation}`]: { roles: 'public' },
  [`POST ${P.enrollmentPasskeyOptions}`]: { roles: 'public' },
  [`POST ${P.enrollmentPasskey}`]: { roles: 'public' },
  [`POST ${P.enrollmentPasswordStart}`]: { roles: 'public' },
  [`POST ${P.enrollmentPassword}`]: { roles: 'public' },

  [`GET ${P.me}`]: { roles: 'signed-in' },
  [`GET ${P.openApi}`]: { roles: 'signed-in' },
  [`POST ${P.signOut}`]: { roles: 'signed-in', session: true },
  [`POST ${P.stepUpTotp}`]: { roles: 'signed-in', session: true },
  [`POST ${P.stepUpPasskeyOptions}`]: { roles: 'signed-in', session: true },
  [`POST ${P.stepUpPasskey}`]: { roles: 'signed-in', session: true },
  [`GET ${P.myPasskeys}`]: { roles: 'signed-in', session: true },
  [`POST ${P.myPasskeyOptions}`]: { roles: 'signed-in', session: true },
  [`POST ${P.myPasskeys}`]: { roles: 'signed-in', session: true, stepUp: true },
  [`DELETE ${P.myPasskey}`]: { roles: 'signed-in', session: true, stepUp: true },
  [`POST ${P.myRecoveryCodes}`]: { roles: 'signed-in', session: true, stepUp: true },

  [`GET ${P.accounts}`]: { roles: ['admin'] },
  [`PUT ${P.accountRoles}`]: { roles: ['admin'], session: true, stepUp: true },
  // Cutting someone off (their sessions, a token) takes a person with a fresh check, never a token
  // (issue 38, point 6): a leaked admin token cannot lock out the people who would revoke it.
  [`DELETE ${P.accountSessions}`]: { roles: ['admin'], session: true, stepUp: true },
  [`POST ${P.accountSignInReset}`]: { roles: ['admin'], session: true, stepUp: true },
  [`POST ${P.invitations}`]: { roles: ['admin'], session: true, stepUp: true },
  [`GET ${P.tokens}`]: { roles: ['admin'] },
  [`POST ${P.tokens}`]: { roles: ['admin'], session: true, stepUp: true },
  [`DELETE ${P.token}`]: { roles: ['admin'], session: true, stepUp: true },
  [`GET ${P.audit}`]: { roles: ['admin', 'compliance'] },

  // Content (issue 20): editors write drafts, publishers publish; compliance sees none of it.
  [`GET ${P.contentCollections}`]: { roles: CONTENT_READERS },
  [`GET ${P.contentRecords}`]: { roles: CONTENT_READERS },
  [`GET ${P.contentRecord}`]: { roles: CONTENT_READERS },
  [`PUT ${P.contentDraft}`]: { roles: ['editor'] },
  [`DELETE ${P.contentDraft}`]: { roles: ['editor'] },
  [`POST ${P.contentPublish}`]: { roles: ['publisher'] },
  [`POST ${P.contentUnpublish}`]: { roles: ['publisher'] },
  [`GET ${P.contentVersions}`]: { roles: CONTENT_READERS },
  [`GET ${P.contentVersion}`]: { roles: CONTENT_READERS },
  [`GET ${P.contentDiff}`]: { roles: CONTENT_READERS },
  [`POST ${P.contentRestore}`]: { roles: ['publisher'] },
  [`PUT ${P.contentSchedule}`]: { roles: ['publisher'] },
  [`DELETE ${P.contentSchedule}`]: { roles: ['publisher'] },
  [`GET ${P.contentSchedules}`]: { roles: CONTENT_READERS },
  // The draft's preview: the console frames it and opens it in a tab (the app in the frame fetches the API).
  [`GET ${P.contentPreview}`]: { roles: CONTENT_READERS, framed: true },
  [`GET ${P.contentPreviewApp}`]: { roles: CONTENT_READERS, framed: true },
  [`GET ${P.contentPreviewApi}/*`]: { roles: CONTENT_READERS, framed: true },
  [`GET ${P.contentSchema}`]: { roles: CONTENT_READERS },
  [`POST ${P.markdownPreview}`]: { roles: ['editor', 'publisher'] },
  // The media store: editors and publishers upload, readers see the library, publishers delete.
  [`POST ${P.media}`]: { roles: ['editor', 'publisher'] },
  [`GET ${P.media}`]: { roles: CONTENT_READERS },
  [`DELETE ${P.mediaFile}`]: { roles: ['publisher'] },

  // Searches that found nothing (issue 42, point 7): counts only, read by everyone who works on the site's
  // content (editors act on them, publishers and viewers read along); compliance has no use for them.
  [`GET ${P.searchTally}`]: { roles: CONTENT_READERS },

  // The published PDFs' text (issue 42): readers see what reading gave; those who put content and files
  // on the site (and admins, who answer for the server) have a file read again.
  [`GET ${P.documents}`]: { roles: CONTENT_READERS },
  [`POST ${P.documentReadAgain}`]: { roles: ['admin', 'editor', 'publisher'] },

  // Price history (issue 40): anyone who works on content sees what it holds; an import goes straight to the
  // public pages, so it is a publisher's, like publishing a record.
  [`GET ${P.priceHistory}`]: { roles: CONTENT_READERS },
  [`POST ${P.priceHistoryImport}`]: { roles: ['publisher'] },

  // E-mail alerts (issue 41, point 5): the IR team, who publish the filings the alerts are of (the publisher
  // role: there is no role of its own), and admins. A test mail goes to the signed-in person's own address,
  // and an erasure is a person's act on a request: sessions only. Only an admin erases an address.
  [`GET ${P.alertSummary}`]: { roles: ALERT_STAFF },
  [`GET ${P.alertItems}`]: { roles: ALERT_STAFF },
  [`POST ${P.alertItemHold}`]: { roles: ALERT_STAFF },
  [`POST ${P.alertItemRelease}`]: { roles: ALERT_STAFF },
  [`POST ${P.alertTestMail}`]: { roles: ALERT_STAFF, session: true },
  [`POST ${P.alertErase}`]: { roles: ['admin'], session: true },

  // Cases (issue 21): the compliance team only; an admin without the role sees none of them.
  [`GET ${P.cases}`]: { roles: ['compliance'] },
  [`GET ${P.casesOverdue}`]: { roles: ['compliance'] },
  [`GET ${P.case}`]: { roles: ['compliance'] },
  [`POST ${P.caseAcknowledge}`]: { roles: ['compliance'] },
  [`POST ${P.caseFeedback}`]: { roles: ['compliance'] },
  [`PUT ${P.caseAssignee}`]: { roles: ['compliance'] },
  [`POST ${P.caseStatus}`]: { roles: ['compliance'] },
  [`PUT ${P.caseLegalHold}`]: { roles: ['compliance'] },
  [`GET ${P.caseTeamKey}`]: { roles: ['compliance'] },
  [`GET ${P.caseOfficers}`]: { roles: ['compliance'] },
  [`GET ${P.caseRetention}`]: { roles: ['compliance'] },
  [`GET ${P.caseStatistics}`]: { roles: ['compliance'] },
  // Taking a whole case out of the console asks for a fresh passkey or TOTP check (issue 21, point 4).
  [`POST ${P.caseExport}`]: { roles: ['compliance'], session: true, stepUp: true },
  [`POST ${P.caseMessages}`]: { roles: ['compliance'] },
  [`POST ${P.caseNotes}`]: { roles: ['compliance'] },
  [`POST ${P.caseDuplicate}`]: { roles: ['compliance'] },
  [`PUT ${P.caseIndex}`]: { roles: ['compliance'] },
  [`PUT ${P.caseCategory}`]: { roles: ['compliance'] },
  [`GET ${P.caseAttachment}`]: { roles: ['compliance'] },
};

/** The rule of a route as Fastify registers it (HEAD is GET's twin); undefined when none is declared. */
export function routeRule(method: string, url: string): RouteRule | undefined {
  const m = (method === 'HEAD' ? 'GET' : method) as Method;
  return ROUTE_ROLES[`${m} ${url}`];
}
