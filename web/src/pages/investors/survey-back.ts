import { SURVEY_LIST_ROUTE } from '../../lib/record-lists.ts';

/** The survey list (at its page) a visitor last opened a record from, for the record's way back; this page load only. */
let lastList: string | null = null;

export function rememberSurveyList(route: string): void {
  lastList = route;
}

export function surveyListRoute(): string {
  return lastList ?? SURVEY_LIST_ROUTE;
}
