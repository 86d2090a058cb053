import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A path of one development machine is useless anywhere else: data beside the repository is read
 * as `../shared/...`. The roots are assembled here so that this file does not match itself.
 */
const machineRoots = ['work', 'home', 'Users'].map((root) => `/${root}/`);

describe('tracked files', () => {
  it.runIf(existsSync('.git'))('hold no absolute path of a development machine', () => {
    const pattern = machineRoots.map((root) => root.replaceAll('/', '\\/')).join('\\|');
    let found = '';
    try {
      found = execFileSync('git', ['grep', '-n', pattern], { encoding: 'utf8' });
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });
});
