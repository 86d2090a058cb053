#!/usr/bin/env node
// Adds lock entries for optional platform packages that npm could not record (npm/cli#8320-style):
// version from the exact range, os/cpu/libc from the package name, so npm ci skips them off-platform.
const fs = require('fs');
const lockPath = process.argv[2];
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const pk = lock.packages;
let added = 0;
const containingOf = (path) => path.slice(0, path.lastIndexOf('node_modules/')).replace(/\/$/, '');
const slotFor = (parentPath, name) =>
  `${containingOf(parentPath) ? `${containingOf(parentPath)}/` : ''}node_modules/${name}`;
// A platform package recorded at a slot for another parent's version moves to that parent's own
// node_modules, so each parent finds its exact version first.
for (const [parentPath, entry] of Object.entries(pk)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies || {})) {
    const own = slotFor(parentPath, name);
    const shared = `node_modules/${name}`;
    if (own !== shared && !pk[own] && pk[shared] && pk[shared].version === range) {
      pk[own] = pk[shared];
      delete pk[shared];
      console.log('moved', shared, '->', own);
    }
  }
}
for (const [parentPath, entry] of Object.entries(pk)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies || {})) {
    // Node resolution from the parent: its own node_modules, then each enclosing one.
    const candidates = [];
    let dir = parentPath;
    for (;;) {
      candidates.push(`${dir ? `${dir}/` : ''}node_modules/${name}`);
      const cut = dir.lastIndexOf('node_modules/');
      if (cut < 0) break;
      dir = dir.slice(0, cut).replace(/\/$/, '');
    }
    const found = candidates.find((candidate) => pk[candidate]);
    if (found && pk[found].version === range) continue;
    const containing = parentPath
      .slice(0, parentPath.lastIndexOf('node_modules/'))
      .replace(/\/$/, '');
    const key = `${containing ? `${containing}/` : ''}node_modules/${name}`;
    if (pk[key]) continue;
    if (!/^\d+\.\d+\.\d+$/.test(range)) {
      console.log('skip non-exact', name, range);
      continue;
    }
    const os = ['android', 'darwin', 'win32', 'linux', 'freebsd'].find((o) => name.includes(o));
    const cpu = ['arm64', 'x64', 'riscv64', 'ia32', 'arm'].find((c) =>
      new RegExp(`-${c}(-|$)`).test(name),
    );
    const rec = { version: range };
    if (cpu) rec.cpu = [cpu];
    if (entry.dev) rec.dev = true;
    if (name.includes('musl')) rec.libc = ['musl'];
    else if (name.includes('gnu')) rec.libc = ['glibc'];
    rec.optional = true;
    if (os) rec.os = [os];
    pk[key] = rec;
    added++;
    console.log('added', key, JSON.stringify(rec));
  }
}
const sorted = {};
for (const k of Object.keys(pk).sort((a, b) =>
  a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
))
  sorted[k] = pk[k];
lock.packages = sorted;
fs.writeFileSync(lockPath, JSON.stringify(lock, null, 2) + '\n');
console.log('total added', added);
