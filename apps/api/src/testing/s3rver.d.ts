/** @20minutes/s3rver ships no types: the part of its API the tests use (testing/s3.ts). */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';
  import type { Server } from 'node:http';

  export interface S3rverOptions {
    address: string;
    port: number;
    silent: boolean;
    directory: string;
    configureBuckets: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    httpServer: Server;
  }
}
