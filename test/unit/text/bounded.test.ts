import { describe, expect, it } from 'vitest';
import { capLineLength, MAX_LINE_CHARS, trimTrailing } from '#domain/text/bounded';
import { prepareEmail } from '#domain/text/email';

describe('capLineLength', () => {
  it('leaves short lines alone', () => {
    expect(capLineLength('a b\nc')).toBe('a b\nc');
  });

  it('wraps a long line at spaces, keeping every word', () => {
    const line = Array.from({ length: 2_000 }, (_, index) => `w${index}`).join(' ');
    const wrapped = capLineLength(line, 100);
    const lines = wrapped.split('\n');
    expect(lines.every((piece) => piece.length <= 100)).toBe(true);
    expect(lines.join(' ')).toBe(line);
  });

  it('cuts a line without spaces hard at the bound', () => {
    const wrapped = capLineLength('x'.repeat(250), 100).split('\n');
    expect(wrapped.map((piece) => piece.length)).toEqual([100, 100, 50]);
  });

  it('holds for every line of a prepared e-mail', () => {
    const body = `Guten Tag,\n${'Kugelhahn DN25 '.repeat(2_000)}\n${'y'.repeat(9_000)}`;
    const lines = prepareEmail(body).text.split('\n');
    expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(MAX_LINE_CHARS);
  });
});

describe('trimTrailing', () => {
  it('removes only the trailing run of the given characters', () => {
    expect(trimTrailing('Werk 2...', '.')).toBe('Werk 2');
    expect(trimTrailing('a. b \t \t', ' \t')).toBe('a. b');
    expect(trimTrailing('...', '.')).toBe('');
    expect(trimTrailing('abc', '.')).toBe('abc');
  });
});
