/** pdfjs' worker module (its types cover the main module only): loaded for its message handler. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
