/**
 * Which tesseract models read a scan. Every model added to a run costs time (tesseract retries
 * uncertain words in each), so when the language of the message around the attachment is known the
 * scan is read in that language and English (part numbers, units and headers are often English),
 * instead of the configured default set. That is also the only way Spanish, Italian and Dutch scans
 * get their own model.
 */

/** ISO 639-1 code → tesseract model, for the models the service installs (@tesseract.js-data/*). */
const INSTALLED_MODELS: Readonly<Record<string, string>> = {
  en: 'eng',
  de: 'deu',
  fr: 'fra',
  es: 'spa',
  it: 'ita',
  nl: 'nld',
};

const FALLBACK_MODEL = 'eng';

/**
 * The models to OCR with (hint: ISO 639-1, a region suffix is ignored): the hinted language's model first, then English; the configured
 * `defaults` when there is no hint or no installed model for it.
 */
export function ocrLanguagesFor(
  languageHint: string | null | undefined,
  defaults: readonly string[],
): readonly string[] {
  const primary = languageHint?.toLowerCase().split(/[-_]/)[0];
  const model = primary ? INSTALLED_MODELS[primary] : undefined;
  if (!model) return defaults;
  return [...new Set([model, FALLBACK_MODEL])];
}
