import { ROLE_NAMES, type StaffRole } from '@muyuan/contract/admin/roles';
import { TOKEN_MAX_DAYS } from '@muyuan/contract/admin/tokens';
import { AppError } from '../http/errors.ts';

/** The back office's refusals: a status, a stable code (x-error-code) and words in both languages. */

export const notSignedIn = () => new AppError(401, 'not_signed_in', { zh: '请先登录', en: 'Please sign in first' });

export const wrongRole = () =>
  new AppError(403, 'forbidden', { zh: '您的角色无权执行此操作', en: 'Your role does not allow this' });

export const crossSite = () =>
  new AppError(403, 'cross_site', {
    zh: '拒绝来自其他网站的请求',
    en: 'Requests from other sites are refused',
  });

/**
 * A request with the session cookie that is not the console's own fetch: a picture, a frame, a page or a
 * form of some page sent it (or a program without Fetch Metadata, which should use an API token).
 */
export const notConsoleFetch = () =>
  new AppError(403, 'not_console_fetch', {
    zh: '后台接口只应答后台控制台自身的请求，请在控制台中操作',
    en: "The back office's API answers only the console's own requests; please use the console",
  });

export const networkNotAllowed = () =>
  new AppError(403, 'network_not_allowed', {
    zh: '后台只能从指定网络访问',
    en: 'The back office is only reachable from listed networks',
  });

export const sessionRequired = () =>
  new AppError(403, 'session_required', {
    zh: '此操作需要登录会话，API 令牌不可用',
    en: 'This needs a signed-in session; API tokens cannot do it',
  });

export const stepUpRequired = () =>
  new AppError(403, 'step_up_required', {
    zh: '请先再次验证身份（通行密钥或验证码）',
    en: 'Please confirm it is you first (passkey or authenticator code)',
  });

/** The one answer for any wrong credential, known account or not. */
export const signInFailed = () =>
  new AppError(401, 'sign_in_failed', {
    zh: '登录失败：邮箱、密码或验证码不正确',
    en: 'Sign-in failed: the e-mail, password or code is not correct',
  });

export const checkFailed = () =>
  new AppError(401, 'check_failed', { zh: '验证失败，请重试', en: 'The check failed; please try again' });

export const tooManyAttempts = () =>
  new AppError(429, 'too_many_attempts', {
    zh: '尝试次数过多，请稍后再试',
    en: 'Too many attempts; please wait before trying again',
  });

export const invalidInvitation = () =>
  new AppError(400, 'invalid_invitation', {
    zh: '注册链接无效、已使用或已过期，请向管理员索取新链接',
    en: 'This enrollment address is not valid, was used or has expired; ask an admin for a new one',
  });

export const ceremonyExpired = () =>
  new AppError(400, 'ceremony_expired', {
    zh: '验证已过期，请重新开始',
    en: 'This check has expired; please start again',
  });

export const passkeyRejected = () =>
  new AppError(400, 'passkey_rejected', {
    zh: '通行密钥未通过验证，请重试',
    en: 'The passkey could not be verified; please try again',
  });

export const wrongCode = () =>
  new AppError(400, 'wrong_code', {
    zh: '验证码不正确，请查看身份验证器应用后重试',
    en: 'That code is not correct; check your authenticator app and try again',
  });

export const passwordTooShort = (min: number) =>
  new AppError(400, 'password_too_short', {
    zh: `密码至少需要 ${min} 个字符`,
    en: `The password needs at least ${min} characters`,
  });

export const passwordTooCommon = () =>
  new AppError(400, 'password_too_common', {
    zh: '该密码过于常见，请换一个',
    en: 'This password is too common; please choose another',
  });

export const accountExists = () =>
  new AppError(409, 'account_exists', {
    zh: '该邮箱已有账号',
    en: 'There is already an account with this e-mail',
  });

export const unknownAccount = () =>
  new AppError(404, 'unknown_account', { zh: '没有这个账号', en: 'There is no such account' });

export const unknownToken = () =>
  new AppError(404, 'unknown_token', { zh: '没有这个令牌', en: 'There is no such token' });

export const unknownPasskey = () =>
  new AppError(404, 'unknown_passkey', { zh: '没有这个通行密钥', en: 'There is no such passkey' });

export const lastAdmin = () =>
  new AppError(409, 'last_admin', {
    zh: '不能移除最后一位管理员的管理员角色',
    en: 'The last admin cannot lose the admin role',
  });

export const lastSignInMethod = () =>
  new AppError(409, 'last_sign_in_method', {
    zh: '这是您唯一的登录方式，请先添加另一种',
    en: 'This is your only way to sign in; add another first',
  });

export const emailRequired = () =>
  new AppError(400, 'email_required', {
    zh: '请填写您的工作邮箱',
    en: 'Please give your work e-mail address',
  });

export const noAuthenticatorApp = () =>
  new AppError(409, 'no_authenticator_app', {
    zh: '您使用通行密钥登录，无需恢复码',
    en: 'You sign in with passkeys; recovery codes are for password + authenticator app sign-in',
  });

const roleList = (roles: readonly StaffRole[], lang: 'zh' | 'en') =>
  roles.map((role) => ROLE_NAMES[lang][role]).join(lang === 'zh' ? '、' : ', ');

/** A role given (to an account, an invitation or a token) by someone who does not hold it (issue 38, point 4). */
export const roleNotHeld = (roles: readonly StaffRole[]) =>
  new AppError(403, 'role_not_held', {
    zh: `只能授予您自己拥有的角色；您没有：${roleList(roles, 'zh')}`,
    en: `You can only give roles you hold yourself; you do not hold: ${roleList(roles, 'en')}`,
  });

/** A change of roles that gives a role the caller lacks, or takes compliance away from outside the team. */
export const roleChangeNotAllowed = (roles: readonly StaffRole[]) =>
  new AppError(403, 'role_not_held', {
    zh: `只能授予您自己拥有的角色，合规角色也只能由合规团队成员移除；您不能更改：${roleList(roles, 'zh')}`,
    en: `You can only give roles you hold yourself, and only the compliance team takes compliance away; you cannot change: ${roleList(roles, 'en')}`,
  });

/** A sign-in reset's address hands the account's roles to whoever enrolls: a grant like an invitation. */
export const resetNotAllowed = (roles: readonly StaffRole[]) =>
  new AppError(403, 'role_not_held', {
    zh: `重置登录会把该账号的角色交给用新链接注册的人，只能由拥有这些角色的人操作；您没有：${roleList(roles, 'zh')}`,
    en: `A reset hands this account's roles to whoever enrolls with the new address, so only someone holding them may reset it; you do not hold: ${roleList(roles, 'en')}`,
  });

/** A bearer token past its expiry (issue 38, point 6). */
export const tokenExpired = (expiresAt: string) =>
  new AppError(401, 'token_expired', {
    zh: `此 API 令牌已于 ${expiresAt} 过期，请管理员新建一个`,
    en: `This API token expired at ${expiresAt}; an admin can make a new one`,
  });

/** A token's lifetime outside 1 to TOKEN_MAX_DAYS days: in the past, now, or beyond a year. */
export const tokenLifetime = () =>
  new AppError(400, 'token_lifetime', {
    zh: `API 令牌的有效期应为 1 到 ${TOKEN_MAX_DAYS} 天（最长一年）`,
    en: `An API token lasts from 1 to ${TOKEN_MAX_DAYS} days (a year at most)`,
  });
