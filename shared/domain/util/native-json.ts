/**
 * The engine's own JSON functions, captured when this module is evaluated: it must be imported
 * before `pdfjs-dist`. pdfjs's legacy build bundles core-js polyfills that replace the global
 * `JSON.stringify` and `JSON.parse` (Node 20 has no `JSON.rawJSON`, so core-js forces them) with
 * JavaScript implementations — once for the library and again when its worker module loads. Every
 * serialisation in the process then pays for it (SDK request bodies, responses, audit hashes): about
 * 12 times slower on a 3 KB object and 60 times on a 5 MB body (0.9 s instead of 14 ms).
 */
const nativeStringify = JSON.stringify;
const nativeParse = JSON.parse;

/** Puts the engine's functions back if something replaced them; cheap, call it after pdfjs runs. */
export function restoreNativeJson(): void {
  if (JSON.stringify !== nativeStringify) JSON.stringify = nativeStringify;
  if (JSON.parse !== nativeParse) JSON.parse = nativeParse;
}
