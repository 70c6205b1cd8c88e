/**
 * The consultancy's details, in one place (DECISIONS §8). They are build-time values,
 * `import.meta.env.PUBLIC_*`: Vite writes them into the browser's code and the server's build
 * (apps/api/build.mjs) into the server's, from the same environment, so a server-rendered page and
 * its hydration always agree; apps/api/src/config.ts checks them when the server starts. Nothing
 * here reads `process.env`. Until the real ones are configured, a neutral placeholder
 * name and example.es addresses are used (so too under tsx and in tests, which have no build).
 */
type Env = Record<string, string | undefined>;

const env: Env = (import.meta as { env?: Env }).env ?? {};

const read = (name: string, fallback: string): string => {
  const value = env[`PUBLIC_${name}`];
  return value && value.trim() !== '' ? value : fallback;
};

export const company = {
  name: read('COMPANY_NAME', 'Registro de Marcas'),
  legalName: read('COMPANY_LEGAL_NAME', 'Registro de Marcas, S.L.'),
  taxId: read('COMPANY_TAX_ID', 'B00000000'),
  phone: read('COMPANY_PHONE', '+34 960 000 000'),
  email: read('COMPANY_EMAIL', 'info@example.es'),
  address: read('COMPANY_ADDRESS', 'Calle de Colón 1, 46004 Valencia'),
  officeEmail: read('OFFICE_EMAIL', 'oficina@example.es'),
  /** The public origin for canonical links and Open Graph (e.g. https://www.example.es); the request's own when unset. */
  siteUrl: read('SITE_URL', '').replace(/\/+$/, ''),
  social: {
    youtube: read('SOCIAL_YOUTUBE', 'https://www.youtube.com/@registrodemarcas'),
    /** Greyed out and inert when unset (spec-1 §2.1). */
    facebook: read('SOCIAL_FACEBOOK', ''),
    instagram: read('SOCIAL_INSTAGRAM', ''),
  },
} as const;

export type Company = typeof company;

/**
 * reCAPTCHA v3's site key (DECISIONS §7): with it the browser asks Google for tokens, and the server
 * checks them with RECAPTCHA_SECRET_KEY; without it the self-hosted check works with no keys.
 */
export const recaptchaSiteKey = read('RECAPTCHA_SITE_KEY', '');

/**
 * The version of the general conditions the site shows (DECISIONS §11): each order records it with
 * the time the visitor accepted them. Change it whenever the conditions' text changes.
 */
export const CONDITIONS_VERSION = '2026-11-24';
