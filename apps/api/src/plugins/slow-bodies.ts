import type { FastifyInstance } from 'fastify';

/** How fast a body must arrive: a phone on a poor mobile link sends tens of kB a second. */
export interface BodyPace {
  /** How often progress is looked at. */
  windowMs: number;
  /** Bytes each window must bring while the body is incomplete. */
  minBytes: number;
}

/** 4 kB per 20 s (200 bytes a second): a trickle of a byte every few seconds is cut within 40 s. */
export const DEFAULT_BODY_PACE: BodyPace = { windowMs: 20_000, minBytes: 4096 };

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');

/**
 * Cuts off a client that sends its body too slowly. Node's own timeouts do not: the socket's idle
 * timeout restarts with every byte, and a whole-request timeout long enough for a 128 MB upload on a
 * slow link lets thousands of trickled uploads hold their connections and files for minutes. Progress
 * is read from the socket's byte count, so nothing is added to the body's own stream.
 */
export function cutOffSlowBodies(app: FastifyInstance, pace: BodyPace): void {
  app.addHook('onRequest', async (request, reply) => {
    const socket = request.raw.socket as { bytesRead?: unknown; destroy: () => void } | null;
    // Injected requests (tests) have no real socket to watch.
    if (!socket || typeof socket.bytesRead !== 'number' || !hasBody(request.headers)) return;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (request.raw.complete || reply.sent) return clearInterval(timer);
      const now = socket.bytesRead as number;
      if (now - seen < pace.minBytes) {
        clearInterval(timer);
        request.log.warn({ receivedBytes: now - seen, windowMs: pace.windowMs }, 'Cuerpo de petición demasiado lento: conexión cerrada.');
        socket.destroy();
        return;
      }
      seen = now;
    }, pace.windowMs);
    timer.unref();
    reply.raw.once('close', () => clearInterval(timer));
  });
}
