declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}

declare module 's3rver/lib/models/account.js' {
  interface AwsAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
  }
  const account: { DUMMY_ACCOUNT: AwsAccount };
  export default account;
}
