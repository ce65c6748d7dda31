import type { Lang } from '@muyuan/contract/lang';

/**
 * The standard acknowledgement a reporter reads with the query code, in the language of the report:
 * that it arrived, that it will be looked into in confidence, and by which day they will hear what is
 * being done (the case's feedback deadline, a Beijing day).
 */
export function acknowledgementText(lang: Lang, feedbackBy: string): string {
  const day = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(feedbackBy));
  return lang === 'zh'
    ? `您的举报已收到。合规团队将依规、保密地进行核查，并在${day}前通过本查询码告知处理进展。请妥善保存查询码；如有补充材料，可在此继续留言。`
    : `We have received your report. The compliance team will look into it in confidence and tell you by ${day}, through this query code, what is being done. Keep the query code safe; you can add information here at any time.`;
}
