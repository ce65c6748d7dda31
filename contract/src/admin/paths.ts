/**
 * Every path of the back office's API (`/api/admin/v1/...`). The server registers its routes from
 * these and declares each one's roles in one table (server/src/admin/route-roles.ts); the console calls them.
 */
const V1 = '/api/admin/v1';

export const ADMIN_API_PREFIX = '/api/admin/';

export const ADMIN_PATHS = {
  /** The OpenAPI document of everything below (for scripts with an API token). */
  openApi: '/api/admin/openapi.json',
  me: `${V1}/me`,
  signOut: `${V1}/sign-out`,
  passwordSignIn: `${V1}/sign-in/password`,
  passkeySignInOptions: `${V1}/sign-in/passkey/options`,
  passkeySignIn: `${V1}/sign-in/passkey`,
  stepUpTotp: `${V1}/step-up/totp`,
  stepUpPasskeyOptions: `${V1}/step-up/passkey/options`,
  stepUpPasskey: `${V1}/step-up/passkey`,
  enrollmentInvitation: `${V1}/enrollment/invitation`,
  enrollmentPasskeyOptions: `${V1}/enrollment/passkey/options`,
  enrollmentPasskey: `${V1}/enrollment/passkey`,
  enrollmentPasswordStart: `${V1}/enrollment/password/start`,
  enrollmentPassword: `${V1}/enrollment/password`,
  myPasskeys: `${V1}/me/passkeys`,
  myPasskeyOptions: `${V1}/me/passkeys/options`,
  myPasskey: `${V1}/me/passkeys/:id`,
  myRecoveryCodes: `${V1}/me/recovery-codes`,
  accounts: `${V1}/accounts`,
  accountRoles: `${V1}/accounts/:id/roles`,
  accountSessions: `${V1}/accounts/:id/sessions`,
  accountSignInReset: `${V1}/accounts/:id/sign-in-reset`,
  invitations: `${V1}/invitations`,
  tokens: `${V1}/tokens`,
  token: `${V1}/tokens/:id`,
  audit: `${V1}/audit`,
  contentCollections: `${V1}/content`,
  contentRecords: `${V1}/content/:collection`,
  contentRecord: `${V1}/content/:collection/:id`,
  contentDraft: `${V1}/content/:collection/:id/draft`,
  contentPublish: `${V1}/content/:collection/:id/publish`,
  contentUnpublish: `${V1}/content/:collection/:id/unpublish`,
  contentVersions: `${V1}/content/:collection/:id/versions`,
  contentVersion: `${V1}/content/:collection/:id/versions/:number`,
  contentRestore: `${V1}/content/:collection/:id/versions/:number/restore`,
  contentDiff: `${V1}/content/:collection/:id/diff`,
  contentSchedule: `${V1}/content/:collection/:id/schedule`,
  /** A draft as the public page it would make (text/html, never indexed, staff only). */
  contentPreview: `${V1}/content/:collection/:id/preview`,
  /**
   * A draft's page as the app runs it (text/html, the route in the hash): the language is the address's
   * last segment, as the app reads a language from its address (`/en/`).
   */
  contentPreviewApp: `${V1}/content/:collection/:id/preview-app/:lang`,
  /** The public API as the preview's app asks it (`<this>/api/muyuan-official-website/...`): answered from the draft's site. */
  contentPreviewApi: `${V1}/content/:collection/:id/preview-api/:author`,
  contentSchedules: `${V1}/content-schedules`,
  /** A collection's record schema as JSON Schema: the console builds its forms from it. */
  contentSchema: `${V1}/content-schemas/:collection`,
  /** Markdown rendered and sanitized as the importer does it: the editor's live preview. */
  markdownPreview: `${V1}/markdown-preview`,
  /** The media store: upload (multipart, one file) and list, newest first, with where each is used. */
  media: `${V1}/media`,
  /** One stored file, by the SHA-256 of its bytes (delete: refused while a record uses it). */
  mediaFile: `${V1}/media/:sha256`,
  /** The text read from each published PDF's address (issue 42): its state, counts per state. */
  documents: `${V1}/documents`,
  /** Forgets what reading a file (by the SHA-256 of its bytes) gave, so the reader reads it again. */
  documentReadAgain: `${V1}/documents/:hash/read-again`,
  /** Public searches that found no page, counted per week (issue 42, point 7): `?week=2026-W48`. */
  searchTally: `${V1}/search-tally`,
  /** The price history of each quoted security: what it holds, and its last import. */
  priceHistory: `${V1}/price-history`,
  /** Imports one security's daily bars from a CSV export (multipart, one file), refused whole with line numbers. */
  priceHistoryImport: `${V1}/price-history/:code`,
  /** E-mail alerts (issue 41, point 5): whether mail is configured and the subscribers counted per list and language. */
  alertSummary: `${V1}/alerts/summary`,
  /** The latest items alerts were queued for, with their sends by status and failure reasons. */
  alertItems: `${V1}/alerts/items`,
  /** Holds an item's alerts not yet sent, or lets them go again. */
  alertItemHold: `${V1}/alerts/items/:key/hold`,
  alertItemRelease: `${V1}/alerts/items/:key/release`,
  /** Sends a test mail to the signed-in person's own address. */
  alertTestMail: `${V1}/alerts/test-mail`,
  /** Erases one address on request (the same answer whether or not it was subscribed). */
  alertErase: `${V1}/alerts/erase`,
  /** The compliance team's cases (issue 21): metadata in clear, the report sealed for the browser to open. */
  cases: `${V1}/cases`,
  casesOverdue: `${V1}/cases/overdue`,
  case: `${V1}/cases/:id`,
  caseAcknowledge: `${V1}/cases/:id/acknowledge`,
  caseFeedback: `${V1}/cases/:id/feedback`,
  caseAssignee: `${V1}/cases/:id/assignee`,
  caseStatus: `${V1}/cases/:id/status`,
  caseLegalHold: `${V1}/cases/:id/legal-hold`,
  /** The officer's classification of the case (in clear: the year's figures count it). */
  caseCategory: `${V1}/cases/:id/category`,
  /** A reply to the reporter, sealed in the browser under the report's key. */
  caseMessages: `${V1}/cases/:id/messages`,
  /** An internal note, sealed in the browser to the team's key. */
  caseNotes: `${V1}/cases/:id/notes`,
  /** Marks the case as repeating another, or clears the mark. */
  caseDuplicate: `${V1}/cases/:id/duplicate`,
  /** The sealed index of a report filed before indexes (PUT once, from the browser that opened it). */
  caseIndex: `${V1}/cases/:id/index`,
  /** The team's public key the server seals to: the console checks an imported key file against it. */
  caseTeamKey: `${V1}/cases/team-key`,
  /** The accounts a case may be assigned to (the compliance role). */
  caseOfficers: `${V1}/cases/officers`,
  /** Closed cases due for deletion within 30 days (retention; legal holds excepted). */
  caseRetention: `${V1}/cases/retention`,
  /** A year's figures for the annual compliance report (`?year=2026`), from the metadata held in clear. */
  caseStatistics: `${V1}/cases/statistics`,
  /** Records an export of a case for legal hold (after a fresh sign-in check); the browser builds the file. */
  caseExport: `${V1}/cases/:id/export`,
  /** An attachment's sealed bytes as stored (the browser opens them; audited `case_download`). */
  caseAttachment: `${V1}/cases/:id/attachments/:fileId`,
} as const;

export type AdminPath = (typeof ADMIN_PATHS)[keyof typeof ADMIN_PATHS];

/** A path with its `:id` filled in. */
export const withId = (path: AdminPath, id: string): string => path.replace(':id', encodeURIComponent(id));

/** A path with every `:name` parameter filled in (content paths have `:collection`, `:id`, `:number`). */
export const withParams = (path: AdminPath, params: Record<string, string | number>): string =>
  path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (whole, name: string) =>
    name in params ? encodeURIComponent(String(params[name])) : whole,
  );
