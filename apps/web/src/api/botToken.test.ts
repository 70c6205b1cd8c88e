import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The least of a browser the loader touches: a document that appends scripts, and a window. */
type FakeScript = { src?: string; async?: boolean; onload?: () => void; onerror?: () => void; remove: () => void };

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

function fakeBrowser(loads: (script: FakeScript) => 'ok' | 'fail', grecaptcha: Grecaptcha) {
  const appended: FakeScript[] = [];
  const fakeWindow: { grecaptcha?: Grecaptcha } = {};
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('document', {
    createElement: (): FakeScript => ({ remove: () => undefined }),
    head: {
      append: (script: FakeScript) => {
        appended.push(script);
        queueMicrotask(() => {
          if (loads(script) === 'fail') return script.onerror?.();
          fakeWindow.grecaptcha = grecaptcha;
          script.onload?.();
        });
      },
    },
  });
  return appended;
}

describe('bot-check tokens in the browser with a reCAPTCHA site key (DECISIONS §7)', () => {
  const grecaptcha = { ready: (callback: () => void) => callback(), execute: vi.fn(async (_key: string, { action }: { action: string }) => `token-${action}`) };
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it("loads Google's script once, with the site key, and asks for a token for each form's action", async () => {
    const appended = fakeBrowser(() => 'ok', grecaptcha);
    const { botToken, prepareBotCheck, tokensExpireSoon } = await import('./botToken');
    prepareBotCheck('clave-de-sitio');
    expect(await botToken('contact', 'clave-de-sitio')).toBe('token-contact');
    expect(await botToken('order', 'clave-de-sitio')).toBe('token-order');
    expect(appended.map((script) => script.src)).toEqual(['https://www.google.com/recaptcha/api.js?render=clave-de-sitio']);
    expect(grecaptcha.execute).toHaveBeenLastCalledWith('clave-de-sitio', { action: 'order' });
    expect(tokensExpireSoon('clave-de-sitio')).toBe(true);
    expect(tokensExpireSoon('')).toBe(false);
  });

  it('fails the token when the script cannot load (the form then says so), and loads it again on the next try', async () => {
    let attempt = 0;
    const appended = fakeBrowser(() => (++attempt === 1 ? 'fail' : 'ok'), grecaptcha);
    const { botToken } = await import('./botToken');
    await expect(botToken('contact', 'clave-de-sitio')).rejects.toThrow('reCAPTCHA no cargado');
    expect(await botToken('contact', 'clave-de-sitio')).toBe('token-contact');
    expect(appended).toHaveLength(2);
  });
});
