import { FIELD_LABELS } from '@muyuan/contract/complaint-rules';
import type { ConsoleLang } from '../strings.ts';
import type { CaseStrings } from './case-strings.ts';
import type { OpenedReport } from './open-case.ts';
import type { ReportNames } from './report-names.ts';

/** The report's fields as the reporter filled them, under the form's own labels; empty ones left out. */
export function ReportView({
  report,
  names,
  lang,
  s,
}: {
  report: OpenedReport;
  names: ReportNames;
  lang: ConsoleLang;
  s: CaseStrings;
}) {
  const label = (field: keyof typeof FIELD_LABELS) => FIELD_LABELS[field][lang];
  const rows: [string, string, string][] = [
    ['subject', label('subject'), report.subject],
    ['reportedName', label('reportedName'), report.reportedName],
    ['reportedEmployeeNo', label('reportedEmployeeNo'), report.reportedEmployeeNo],
    ['province', label('province'), names.province(report.province)],
    ['deptId', label('deptId'), names.subsidiary(report.deptId)],
    ['deptTypeCode', label('deptTypeCode'), names.department(report.deptTypeCode)],
    ['farmNo', label('farmNo'), report.farmNo],
    ['identity', s.identity, report.anonymous ? s.anonymous : s.realName],
    // The form asks "your name"; the officer reads the reporter's.
    ['reporterName', s.reporterFields.reporterName, report.reporterName],
    ['reporterEmployeeNo', s.reporterFields.reporterEmployeeNo, report.reporterEmployeeNo],
    ['reporterPhone', s.reporterFields.reporterPhone, report.reporterPhone],
    ['reporterEmail', s.reporterFields.reporterEmail, report.reporterEmail],
    ['lang', s.submittedIn, report.lang === 'en' ? s.langEn : s.langZh],
  ];
  return (
    <div className="case-report" data-testid="case-report">
      <dl className="case-fields">
        {rows
          .filter(([, , value]) => value)
          .map(([field, name, value]) => (
            <div key={field} data-field={field}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <h3>{label('content')}</h3>
      <p className="case-content" data-field="content">
        {report.content}
      </p>
    </div>
  );
}
