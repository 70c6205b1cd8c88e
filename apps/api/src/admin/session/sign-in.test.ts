import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import * as argon2 from '@node-rs/argon2';
import type { InjectOptions } from 'fastify';
import { staffUsers } from '../../db/schema';
import { testDatabases } from '../../testing/databases';
import { useTestApp } from '../../testing/test-app';
import { CLI_ACTOR } from '../audit/log';
import { createStaffStore, LOCK_MS, MAX_FAILED_LOGINS } from '../staff/store';

// The real argon2, counted: how many hashes a sign-in verifies, and whether it makes any.
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>();
  return { ...real, hash: vi.fn(real.hash), verify: vi.fn(real.verify) };
});

const PASSWORD = 'una clave bastante larga';
const WRONG = 'otra clave cualquiera';

/**
 * The time of a refused sign-in must not tell whether the address is staff's (security audit: a
 * locked account answered in 18 ms, an unknown address in 150 ms). Wall times are too noisy to
 * assert; what made the difference is counted instead: one argon2id verification each, no hash
 * made on the way, and the same answer.
 */
for (const database of await testDatabases()) {
  describe(`sign-in does the same work for every account on ${database.name}`, () => {
    const context = useTestApp({ ...database.options, adminLoginRateLimit: 0 });
    const inject = (options: InjectOptions) => context.app.inject(options);
    const store = () => createStaffStore(context.services.db, context.services.publicUrl);

    async function account(email: string, withPassword = true): Promise<void> {
      const { link } = await store().add(email, 'staff', CLI_ACTOR);
      if (withPassword) await store().setPasswordWithLink(new URL(link).searchParams.get('token')!, PASSWORD);
    }

    /** One sign-in: its answer, and the argon2 work it did. */
    async function signIn(email: string, password = WRONG) {
      vi.mocked(argon2.verify).mockClear();
      vi.mocked(argon2.hash).mockClear();
      const response = await inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });
      return {
        answer: { status: response.statusCode, body: response.json() as unknown, cookie: response.headers['set-cookie'] ?? null },
        verified: vi.mocked(argon2.verify).mock.calls.length,
        hashed: vi.mocked(argon2.hash).mock.calls.length,
      };
    }

    beforeAll(async () => {
      await account('activa@example.es');
      await account('desactivada@example.es');
      const [disabled] = await context.services.db.select().from(staffUsers).where(eq(staffUsers.email, 'desactivada@example.es'));
      await store().setDisabled(disabled!.id, true, CLI_ACTOR);
      await account('sinclave@example.es', false);
      await account('bloqueada@example.es');
      await context.services.db
        .update(staffUsers)
        .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
        .where(eq(staffUsers.email, 'bloqueada@example.es'));
    });

    it('refuses an unknown address, a disabled or passwordless account and a wrong password alike, one verification each', async () => {
      const tries = {
        unknown: await signIn('nadie@example.es'),
        disabled: await signIn('desactivada@example.es'),
        disabledRightPassword: await signIn('desactivada@example.es', PASSWORD),
        passwordless: await signIn('sinclave@example.es'),
        wrongPassword: await signIn('activa@example.es'),
      };
      for (const [name, tried] of Object.entries(tries)) {
        expect(tried, name).toEqual({
          answer: { status: 401, body: tries.unknown.answer.body, cookie: null },
          verified: 1,
          hashed: 0,
        });
      }
      expect(tries.unknown.answer.body).toMatchObject({ error: 'Email o contraseña incorrectos.' });
    });

    it('refuses a locked account as a locked unknown address, after the same verification, even with the right password', async () => {
      // An unknown address locks after as many tries as an account does.
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) expect((await signIn('bloqueo-nadie@example.es')).verified).toBe(1);
      const tries = {
        lockedUnknown: await signIn('bloqueo-nadie@example.es'),
        locked: await signIn('bloqueada@example.es'),
        lockedRightPassword: await signIn('bloqueada@example.es', PASSWORD),
      };
      for (const [name, tried] of Object.entries(tries)) {
        expect(tried, name).toEqual({
          answer: { status: 429, body: tries.lockedUnknown.answer.body, cookie: null },
          verified: 1,
          hashed: 0,
        });
      }
      expect(tries.locked.answer.body).toMatchObject({ error: expect.stringMatching(/Demasiados intentos fallidos/) });
    });

    it('verifies once for the right password too, and signs in', async () => {
      const right = await signIn('activa@example.es', PASSWORD);
      expect(right.answer.status).toBe(200);
      expect(right.verified).toBe(1);
      expect(right.hashed).toBe(0);
    });

    it('verifies an unusable account against a dummy argon2id hash made with the real parameters', async () => {
      await signIn('nadie@example.es');
      const [[dummy]] = vi.mocked(argon2.verify).mock.calls as unknown as [[string]];
      const [real] = await context.services.db.select().from(staffUsers).where(eq(staffUsers.email, 'activa@example.es'));
      const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');
      expect(parameters(dummy)).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
      expect(parameters(dummy)).toBe(parameters(real!.passwordHash!));
    });
  });
}
