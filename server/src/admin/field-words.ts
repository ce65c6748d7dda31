import type { FieldError } from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Lang, Localized } from '@muyuan/contract/lang';
import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/errors.ts';
import { type FieldProblem, fieldProblems } from '../http/field-problems.ts';
import { requestLang } from '../http/language.ts';

/** The admin API's fields as people call them: what a refusal names instead of the key. */
const FIELD_NAMES: Record<string, Localized> = {
  email: { zh: '工作邮箱', en: 'work e-mail' },
  name: { zh: '姓名', en: 'name' },
  password: { zh: '密码', en: 'password' },
  code: { zh: '验证码', en: 'code' },
  token: { zh: '注册链接', en: 'enrollment address' },
  roles: { zh: '角色', en: 'roles' },
  label: { zh: '通行密钥名称', en: 'passkey name' },
  ceremonyId: { zh: '验证编号', en: 'check id' },
  response: { zh: '通行密钥的应答', en: "passkey's answer" },
  message: { zh: '回复', en: 'reply' },
  body: { zh: '回复', en: 'reply' },
  sealed: { zh: '加密内容', en: 'sealed text' },
  reason: { zh: '理由', en: 'reason' },
  version: { zh: '案件版本', en: 'case version' },
  status: { zh: '状态', en: 'status' },
  category: { zh: '类别', en: 'category' },
  accountId: { zh: '负责人', en: 'assignee' },
  hold: { zh: '保全状态', en: 'legal hold' },
  of: { zh: '重复的案件', en: 'case it repeats' },
  json: { zh: '内容', en: 'record' },
  baseVersion: { zh: '所依据的版本', en: 'base version' },
  author: { zh: '作者', en: 'author' },
  at: { zh: '发布时间', en: 'publishing time' },
  markdown: { zh: 'Markdown 文本', en: 'Markdown text' },
  pageNum: { zh: '页码', en: 'page number' },
  pageSize: { zh: '每页条数', en: 'page size' },
  action: { zh: '操作', en: 'action' },
  actor: { zh: '操作人编号', en: 'actor id' },
  object: { zh: '对象编号', en: 'object id' },
  from: { zh: '起始时间', en: 'start' },
  to: { zh: '截止时间', en: 'end' },
  year: { zh: '年份', en: 'year' },
  kind: { zh: '文件类型', en: 'kind of file' },
  week: { zh: '周次', en: 'week' },
};

/** A field that means something else on one route (an API token's name is not a person's). */
const ROUTE_FIELD_NAMES: Record<string, Record<string, Localized>> = {
  [ADMIN_PATHS.tokens]: { name: { zh: '令牌名称', en: 'token name' } },
  [ADMIN_PATHS.passwordSignIn]: { code: { zh: '验证码或恢复码', en: 'code or recovery code' } },
};

function nameOf(request: FastifyRequest, field: string): Localized {
  const named = ROUTE_FIELD_NAMES[request.routeOptions.url ?? '']?.[field] ?? FIELD_NAMES[field];
  return named ?? { zh: `“${field}”`, en: `"${field}"` };
}

const EMAIL_EXAMPLE = 'name@muyuan.example';

/** What is wrong, in words, in one language. */
function sentence(problem: FieldProblem, name: Localized, lang: Lang): string {
  const n = name[lang];
  const zh = lang === 'zh';
  switch (problem.kind) {
    case 'missing':
      if (problem.list) return zh ? `请至少选择一个${n}` : `Please choose at least one of the ${n}`;
      return zh ? `请填写${n}` : `Please enter the ${n}`;
    case 'malformed':
      if (problem.format === 'email')
        return zh
          ? `${n}不是有效的邮箱地址，应类似 ${EMAIL_EXAMPLE}`
          : `The ${n} is not an e-mail address (it looks like ${EMAIL_EXAMPLE})`;
      return zh ? `${n}的格式不正确` : `The ${n} is not in the expected form`;
    case 'too_short':
      return zh ? `${n}至少需要 ${problem.limit} 个字符` : `The ${n} needs at least ${problem.limit} characters`;
    case 'too_long':
      return zh ? `${n}不能超过 ${problem.limit} 个字符` : `The ${n} may have at most ${problem.limit} characters`;
    case 'too_few':
      return zh ? `${n}至少需要 ${problem.limit} 项` : `The ${n} need at least ${problem.limit} entries`;
    case 'too_many':
      return zh ? `${n}最多 ${problem.limit} 项` : `The ${n} may have at most ${problem.limit} entries`;
    case 'too_low':
      return zh ? `${n}不能小于 ${problem.limit}` : `The ${n} must be at least ${problem.limit}`;
    case 'too_high':
      return zh ? `${n}不能大于 ${problem.limit}` : `The ${n} must be at most ${problem.limit}`;
    case 'not_allowed':
      return zh ? `${n}不是可选的值` : `The ${n} is not one of the allowed values`;
    case 'wrong_type':
      return zh ? `${n}的类型不正确` : `The ${n} has the wrong type`;
    case 'unknown_fields':
      return zh
        ? `请求中有不接受的字段：${problem.keys.join('、')}`
        : `The request has fields it does not take: ${problem.keys.join(', ')}`;
    default:
      return zh ? `${n}无效` : `The ${n} is not valid`;
  }
}

/**
 * The admin API's answer to a request its schema refused: the message says in words which field and
 * what is wrong (`请填写工作邮箱`, `Please enter the work e-mail`), every field's in the caller's
 * language, and `data.fields` names each by its path (`email`, `roles.0`) for a form to mark, as a
 * record's refusal does (`invalid_record`). Undefined for another kind of error.
 */
export function adminValidationError(request: FastifyRequest, error: FastifyError): AppError | undefined {
  const problems = fieldProblems(request, error).filter((p) => p.field !== '' || p.kind === 'unknown_fields');
  if (problems.length === 0) return error.validation ? badRequest() : undefined;
  const words = (lang: Lang) => problems.map((p) => sentence(p, nameOf(request, p.field), lang));
  const said = words(requestLang(request.headers));
  const fields: FieldError[] = problems.map((p, i) => ({ path: p.path, message: said[i] ?? '' }));
  return new AppError(400, 'bad_request', { zh: words('zh').join('；'), en: words('en').join('; ') }).withData({
    fields,
  });
}
