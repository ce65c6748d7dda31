/** What the compliance console's bench measured in Chromium (issue 21's speed targets). */
export interface CaseConsoleResult {
  /** Cases on the server, all listed. */
  cases: number;
  /** Importing the key file until every case's subject is open in the list, per run (ms). */
  unlockMs: number[];
  /** Loading the list again with the key kept in the browser until every subject is open, per run (ms). */
  listMs: number[];
  /** `GET cases?pageSize=1000&sealed=index` from the bench process, per call (ms). */
  listApiMs: number[];
  /** The attachment opened on a case page, in bytes. */
  attachmentBytes: number;
  /** Fetching and opening it in the page until the browser saves it (ms). */
  attachmentOpenMs: number;
  /** The tab's private memory (renderer RssAnon) just before opening it, in bytes. */
  rendererPrivateBeforeBytes: number;
  /** Its peak while opening (sampled every 5 ms): the target's figure. */
  rendererPrivatePeakBytes: number;
  /** The renderer's peak resident set over its life (VmHWM, shared code pages included), in bytes. */
  rendererPeakRssBytes: number;
  /** `chromium --version`. */
  chromium: string;
}
