/**
 * What every PDF the site answers goes out with (issue 38, point 9): its type, never sniffed as
 * anything else, and a sandbox (an opaque origin, no script, no forms), so that a PDF opened in a tab,
 * or a file that a browser or its viewer reads as more than a PDF, can never act as a page of the site
 * with its cookies and storage. Uploaded (/media/u/, media/serve-route.ts), seed (/media/…,
 * http/static-site.ts); attachments of integrity reports have their own stricter set
 * (integrity/attachment-file.ts: `default-src 'none'; sandbox`, as a download).
 */
export const PDF_HEADERS = {
  'content-type': 'application/pdf',
  'content-security-policy': 'sandbox',
  'x-content-type-options': 'nosniff',
} as const;

export const PDF_MIME = PDF_HEADERS['content-type'];
