import en from '../../i18n/locales/en/report.json';
import zh from '../../i18n/locales/zh-CN/report.json';
import { useMessages } from '../../i18n/t.ts';

/** The report form's and the lookup page's own interface strings (loaded with them only). */
const REPORT_MESSAGES = { zh, en };
export type ReportMessageKey = keyof typeof zh;

export const useReportMessages = () => useMessages<ReportMessageKey>(REPORT_MESSAGES);
