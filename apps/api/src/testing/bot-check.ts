import type { FastifyInstance } from 'fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a challenge as the browser does (altcha-lib's own solver). */
export async function solveForTest(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return solution;
}

/** A challenge from the app, solved and packed as a form's `recaptchaToken` (DECISIONS §7). */
export async function botTokenFrom(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/bot-check/challenge' });
  if (response.statusCode !== 200) throw new Error(`challenge answered ${response.statusCode}`);
  const challenge = response.json<Challenge>();
  return Buffer.from(JSON.stringify({ challenge, solution: await solveForTest(challenge) })).toString('base64');
}
