import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isolated } from '../testing/databases';

describe('what a load balancer asks', () => {
  it('is live while the process answers and ready only while the database does', async () => {
    const test = isolated({ inMemory: true });
    const { app } = await buildApp(test.options);
    const ask = async (url: string) => {
      const response = await app.inject({ method: 'GET', url });
      return [response.statusCode, response.json().ok] as const;
    };
    try {
      expect(await ask('/api/health/live')).toEqual([200, true]);
      expect(await ask('/api/health/ready')).toEqual([200, true]);
      await app.database.close();
      // A database away takes the instance out of rotation, not out of the process list.
      expect(await ask('/api/health/live')).toEqual([200, true]);
      expect(await ask('/api/health/ready')).toEqual([503, false]);
      expect(await ask('/api/health')).toEqual([503, false]);
    } finally {
      // The database is already closed: closing it again is the only thing that may fail here.
      await app.close().catch(() => undefined);
      await test.cleanup();
    }
  });
});
