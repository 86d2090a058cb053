import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';

/** `npm run reset`: forget every local tenant, record and key. */
const dataDir = resolve(process.env.QCAS_DATA_DIR ?? '.data');
await rm(dataDir, { recursive: true, force: true });
process.stdout.write(`Removed ${dataDir}\n`);
