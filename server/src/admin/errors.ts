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
