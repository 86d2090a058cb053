import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { intentCorpusAdapter, materialiseAttachments } from '../../eval/harness/corpus-intent';
import { scoreIntent } from '../../eval/harness/scoring';

const line = (overrides: Record<string, unknown>) =>
  JSON.stringify({
    id: 'c-1',
    lang: 'en',
    sender: 'a@b.example',
    subject: 'Order',
    body: 'Please deliver.',
    attachments: [],
    expected: { intent: 'order', auto_reply: false, language_unsupported: false },
    secondary_ok: [],
    note: 'n',
    ...overrides,
  });

describe('intent corpus adapter', () => {
  it('turns attachments into real files and accepts listed secondary intents', async () => {
    const root = await mkdtemp(join(tmpdir(), 'intent-corpus-'));
    await writeFile(
      join(root, 'intent.jsonl'),
      [
        line({
          attachments: [
            {
              filename: 'po.pdf',
              content_type: 'application/pdf',
              text: 'PURCHASE ORDER 1\n2 x valve',
            },
            { filename: 'list.csv', content_type: 'text/csv', text: 'qty;item\n2;valve' },
          ],
        }),
        line({ id: 'c-2', secondary_ok: ['status'] }),
      ].join('\n'),
    );
    const cases = intentCorpusAdapter(root);
    expect(cases).toHaveLength(2);
    await materialiseAttachments(cases);
    const [pdf, csv] = cases[0]?.request.attachments ?? [];
    expect(
      Buffer.from(pdf?.content_base64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(Buffer.from(csv?.content_base64 ?? '', 'base64').toString()).toBe('qty;item\n2;valve');
    expect(pdf && 'text' in pdf).toBe(false);

    const multi = cases[1];
    if (!multi) throw new Error('missing case');
    const secondary = scoreIntent(multi, { intent: 'status', confidence_score: 0.8 });
    expect(secondary.outcomes[0]?.correct).toBe(true);
    expect(secondary.quality.truth).toBe('status');
    const wrong = scoreIntent(multi, { intent: 'quote', confidence_score: 0.8 });
    expect(wrong.outcomes[0]?.correct).toBe(false);
  });

  it('is empty when the corpus is absent', () => {
    expect(intentCorpusAdapter('/nonexistent/corpus')).toEqual([]);
  });
});
