import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { encodeBotToken, solveBotChallenge } from './botCheckSolver';

const secret = 'prueba';

describe('browser bot-check solver', () => {
  it("finds the counter altcha-lib's server check accepts", async () => {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(3000, 1000),
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
    const solution = await solveBotChallenge(challenge);
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret, hmacKeySignatureSecret: `${secret}:key` });
    expect(result.verified).toBe(true);
  });

  it('honours several hashing rounds', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 3, counter: 250, deriveKey, hmacSignatureSecret: secret });
    const solution = await solveBotChallenge(challenge);
    expect(solution.counter).toBe(250);
    expect((await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret })).verified).toBe(true);
  });

  it('lets the browser in between slices of work, so a visitor typing meanwhile is not held up', async () => {
    const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 400, deriveKey, hmacSignatureSecret: secret });
    // A slow device: each check of the clock finds 3 ms gone.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 3));
    const yields = vi.spyOn(globalThis, 'setTimeout');
    expect((await solveBotChallenge(challenge)).counter).toBe(400);
    // An 8 ms slice holds two or three counters here: about one yield per three counters.
    expect(yields.mock.calls.length).toBeGreaterThan(100);
  });

  afterEach(() => vi.restoreAllMocks());

  it('packs the token as base64 JSON of challenge and solution', () => {
    const token = encodeBotToken(
      { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyPrefix: '00' }, signature: 's' },
      { counter: 7, derivedKey: '00ff' },
    );
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toEqual({
      challenge: { parameters: { algorithm: 'SHA-256', nonce: 'aa', salt: 'bb', cost: 1, keyPrefix: '00' }, signature: 's' },
      solution: { counter: 7, derivedKey: '00ff' },
    });
  });

  it('refuses algorithms it cannot run', async () => {
    await expect(solveBotChallenge({ parameters: { algorithm: 'ARGON2ID', nonce: 'aa', salt: 'bb', cost: 1, keyPrefix: '00' } })).rejects.toThrow();
  });
});
