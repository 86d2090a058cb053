/** pdfjs-dist ships no types for its worker module; importing it only sets `globalThis.pdfjsWorker`. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
