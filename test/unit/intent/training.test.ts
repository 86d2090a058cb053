import { describe, expect, it } from 'vitest';
import { modelFromArtefact, predictProbabilities } from '#domain/intent/model';
import {
  generateHardCaseExamples,
  generateIntentCorpus,
} from '../../training/intent/corpus/generate';
import { trainIntentModel, vectorise } from '../../training/intent/train';

const TINY = { perLanguage: 25, hardCaseVariants: 0, epochs: 3, dimension: 1 << 12 } as const;

describe('trainIntentModel', () => {
  it('writes the same artefact byte for byte from the same seed', () => {
    const first = trainIntentModel({ seed: 42, ...TINY });
    const second = trainIntentModel({ seed: 42, ...TINY });
    expect(second.json).toBe(first.json);
    expect(first.exampleCount).toBe(150);
  });

  it('writes a different artefact from a different seed', () => {
    const first = trainIntentModel({ seed: 42, ...TINY });
    const other = trainIntentModel({ seed: 43, ...TINY });
    expect(other.json).not.toBe(first.json);
  });

  it('produces a loadable model that fits its training data', () => {
    const trained = trainIntentModel({ seed: 5, ...TINY });
    const model = modelFromArtefact(JSON.parse(trained.json));
    expect(model.classes).toContain('auto_reply');
    const examples = generateIntentCorpus({ seed: 5, split: 'train', perLanguage: 25 });
    let correct = 0;
    for (const example of examples) {
      const probabilities = predictProbabilities(model, vectorise(example, model.dimension));
      const best = probabilities.indexOf(Math.max(...probabilities));
      const expected = example.autoReply ? 'auto_reply' : example.intent;
      if (model.classes[best] === expected) correct++;
    }
    expect(correct / examples.length).toBeGreaterThan(0.8);
  });

  it('keeps the held-out corpus phrases apart from the training phrases', () => {
    const train = generateIntentCorpus({ seed: 9, split: 'train', perLanguage: 200 });
    const test = generateIntentCorpus({ seed: 9, split: 'test', perLanguage: 200 });
    const firstLine = (body: string) =>
      body.split('\n').find((line) => line.length > 25 && !line.endsWith(',')) ?? '';
    const trainOpeners = new Set(
      train.filter((e) => e.kind === 'single').map((e) => firstLine(e.input.body)),
    );
    const shared = test.filter(
      (e) => e.kind === 'single' && trainOpeners.has(firstLine(e.input.body)),
    );
    expect(shared.length / test.length).toBeLessThan(0.05);
  });
});

describe('generateHardCaseExamples', () => {
  it('writes every hard case out per language and keeps held-out cases apart', () => {
    const train = generateHardCaseExamples({ seed: 7, split: 'train', variants: 2 });
    const test = generateHardCaseExamples({ seed: 7, split: 'test', variants: 1 });
    expect(new Set(train.map((example) => example.language))).toEqual(
      new Set(['en', 'fr', 'de', 'es', 'it', 'nl']),
    );
    const trainBodies = new Set(train.map((example) => example.input.subject));
    expect(test.length).toBeGreaterThan(0);
    // Threads quote an earlier message below the new one; attachment-only cases carry the text.
    expect(train.some((example) => example.kind === 'hard_thread')).toBe(true);
    expect(
      train
        .filter((example) => example.kind === 'hard_attachment_only')
        .every((example) => (example.input.attachments?.[0]?.text ?? '').length > 20),
    ).toBe(true);
    expect(trainBodies.size).toBeGreaterThan(10);
  });
});
