/**
 * The region of a browser language tag ('fr-FR' → 'FR', 'de' → 'DE'), for preselecting a phone
 * country without any third-party lookup (DECISIONS §6). A tag without a region takes the likely
 * one (Intl's likely subtags); nonsense gives undefined, and the caller keeps its default.
 */
export function regionOfLanguage(tag: string | undefined): string | undefined {
  if (!tag) return undefined;
  // Most browsers say their region ('es-ES', 'en-US'): read it without Intl, whose first use loads
  // the ICU data, tens of milliseconds of a phone's main thread while the page hydrates (ADR 008).
  const written = /^[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})(?:-|$)/i.exec(tag)?.[1];
  if (written) return written.toUpperCase();
  try {
    const locale = new Intl.Locale(tag);
    const region = locale.region ?? locale.maximize().region;
    return region && /^[A-Z]{2}$/.test(region) ? region : undefined;
  } catch {
    return undefined;
  }
}
