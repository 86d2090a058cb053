import { describe, expect, it } from 'vitest';
import { readAttachment } from '#domain/documents/index';
import { buildTablePdf } from './fixtures';

/** Built-in functions have no own `prototype`; core-js's JavaScript replacements do. */
const isEngineFunction = (fn: unknown) =>
  typeof fn === 'function' && !Object.hasOwn(fn, 'prototype');

describe("pdfjs's polyfills", () => {
  it('leave the engine’s JSON.stringify and JSON.parse in place, before and after a PDF is read', async () => {
    expect(isEngineFunction(JSON.stringify)).toBe(true);
    expect(isEngineFunction(JSON.parse)).toBe(true);
    const document = await readAttachment({
      filename: 'quote.pdf',
      contentType: 'application/pdf',
      bytes: await buildTablePdf(1),
    });
    expect(document.status).toBe('processed');
    expect(isEngineFunction(JSON.stringify)).toBe(true);
    expect(isEngineFunction(JSON.parse)).toBe(true);
  });
});
