import { describe, expect, it } from 'vitest';
import { foldText } from '#domain/text/fold';

describe('foldText', () => {
  it('lowers case and removes accents', () => {
    expect(foldText('Änderung à Créteil')).toBe('anderung a creteil');
  });

  it('spells out letters Unicode does not decompose', () => {
    expect(foldText('Straße Ærø Œuvre Łódź Đakovo Þór Iğdır')).toBe(
      'strasse aero oeuvre lodz dakovo thor igdir',
    );
  });

  it('resolves compatibility forms', () => {
    expect(foldText('ﬁnal Ｍ８')).toBe('final m8');
  });
});
