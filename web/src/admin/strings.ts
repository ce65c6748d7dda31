import type { StaffRole } from '@muyuan/contract/admin/roles';

/** The console's languages: Chinese first. */
export const CONSOLE_LANGS = ['zh', 'en'] as const;
export type ConsoleLang = (typeof CONSOLE_LANGS)[number];

/**
 * Every word the console shows, in both languages. Its own small dictionary, not the public site's
 * i18n bundle: the console's bundle carries nothing of the public pages and the reverse.
 */
const zh = {
  title: '牧原 · 管理后台',
  switchLanguage: 'English',
  switchLanguageLabel: 'Switch to English',
  loading: '正在加载…',
  signInTitle: '登录管理后台',
  signInWithPasskey: '使用通行密钥登录',
  orPassword: '或使用密码和验证码登录',
  email: '邮箱',
  password: '密码',
  code: '验证码或恢复码',
  codeHint: '身份验证器应用中的 6 位数字，或一个恢复码',
  signIn: '登录',
  signingIn: '正在登录…',
  passkeyCancelled: '通行密钥验证已取消或不可用',
  networkError: '无法连接服务器，请稍后再试',
  homeTitle: '管理后台',
  signedInAs: '当前用户',
  roles: '角色',
  signOut: '退出登录',
  enrollTitle: '注册后台账户',
  enrollFor: '邀请邮箱',
  enrollRoles: '将获得的角色',
  enrollExpires: '链接有效期至',
  name: '姓名',
  enrollPasskeyTitle: '方式一：通行密钥（推荐）',
  enrollPasskeyHint: '使用本设备的指纹、面容或屏幕锁，或一把安全密钥。',
  passkeyLabel: '通行密钥名称（可选，如“办公电脑”）',
  createPasskey: '创建通行密钥并登录',
  enrollPasswordTitle: '方式二：密码和身份验证器应用',
  passwordHint: '至少 12 个字符，不能是常见密码。',
  continue: '继续',
  totpStep: '在身份验证器应用中添加此账户：扫描二维码，或手动输入密钥。',
  totpKey: '密钥',
  totpUri: '地址',
  qrLabel: '身份验证器应用的二维码',
  totpCode: '应用显示的 6 位验证码',
  finishEnrollment: '完成注册',
  recoveryTitle: '恢复码',
  recoveryHint: '请立即保存这些恢复码。每个只能使用一次，用于无法使用身份验证器应用时登录。它们不会再次显示。',
  recoveryDone: '我已保存，进入后台',
  backToSignIn: '返回登录',
  required: '请填写此项',
} as const;

export type ConsoleStrings = { readonly [K in keyof typeof zh]: string };

const en: ConsoleStrings = {
  title: 'Muyuan · Back office',
  switchLanguage: '中文',
  switchLanguageLabel: '切换到中文',
  loading: 'Loading…',
  signInTitle: 'Sign in to the back office',
  signInWithPasskey: 'Sign in with a passkey',
  orPassword: 'Or sign in with a password and a code',
  email: 'E-mail',
  password: 'Password',
  code: 'Code or recovery code',
  codeHint: 'The 6 digits from your authenticator app, or a recovery code',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  passkeyCancelled: 'The passkey check was cancelled or is not available',
  networkError: 'The server cannot be reached; please try again later',
  homeTitle: 'Back office',
  signedInAs: 'Signed in as',
  roles: 'Roles',
  signOut: 'Sign out',
  enrollTitle: 'Set up your back-office account',
  enrollFor: 'Invited e-mail',
  enrollRoles: 'Roles you will hold',
  enrollExpires: 'This address is valid until',
  name: 'Name',
  enrollPasskeyTitle: 'Option 1: a passkey (recommended)',
  enrollPasskeyHint: "Your device's fingerprint, face or screen lock, or a security key.",
  passkeyLabel: 'Name of this passkey (optional, e.g. "work laptop")',
  createPasskey: 'Create a passkey and sign in',
  enrollPasswordTitle: 'Option 2: a password and an authenticator app',
  passwordHint: 'At least 12 characters, not a common password.',
  continue: 'Continue',
  totpStep: 'Add this account to your authenticator app: scan the QR code, or type the key.',
  totpKey: 'Key',
  totpUri: 'Address',
  qrLabel: 'QR code for your authenticator app',
  totpCode: 'The 6-digit code the app shows',
  finishEnrollment: 'Finish setting up',
  recoveryTitle: 'Recovery codes',
  recoveryHint:
    'Save these recovery codes now. Each works once, to sign in when your authenticator app is not at hand. They will not be shown again.',
  recoveryDone: 'I have saved them; continue',
  backToSignIn: 'Back to sign-in',
  required: 'Please fill this in',
};

export const STRINGS: Record<ConsoleLang, ConsoleStrings> = { zh, en };

export const ROLE_NAMES: Record<ConsoleLang, Record<StaffRole, string>> = {
  zh: { admin: '管理员', editor: '编辑', publisher: '发布人', compliance: '合规', viewer: '只读' },
  en: { admin: 'Admin', editor: 'Editor', publisher: 'Publisher', compliance: 'Compliance', viewer: 'Viewer' },
};

/** The `lang` attribute of the document in each language. */
export const HTML_LANG: Record<ConsoleLang, string> = { zh: 'zh-CN', en: 'en' };
