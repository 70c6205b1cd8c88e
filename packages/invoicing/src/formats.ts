/**
 * How AEAT wants amounts, dates and instants written in a VERI*FACTU record, its fingerprint and
 * its QR (AEAT, 'Detalle de las especificaciones técnicas para la generación de la huella o hash',
 * v0.1.2 §5, and the SuministroInformacion.xsd types `ImporteSgn12.2Type`, `fecha`, `dateTime`).
 * The same text goes into the XML and into the fingerprint, so the two can never disagree.
 */

/** The issuer's clock: invoices are dated as the consultancy in Valencia reads the calendar. */
export const ISSUER_ZONE = 'Europe/Madrid';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISSUER_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** Minutes east of UTC at that instant (60 in winter, 120 in summer). */
  offsetMinutes: number;
}

/** The issuer's wall clock at an instant, with its offset from UTC. */
export function wallTimeOf(instant: Date): WallTime {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((part) => [part.type, part.value])) as Record<string, string>;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
    offsetMinutes: Math.round((wall - whole) / 60_000),
  };
}

/** An amount in cents as AEAT writes it: a dot and always two decimals ('12.35', '-4.00', '0.00'). */
export function amountText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** 'dd-mm-aaaa', the `fecha` type of AEAT's schema, on the issuer's calendar. */
export function fechaAeat(instant: Date): string {
  const wall = wallTimeOf(instant);
  return `${wall.day}-${wall.month}-${wall.year}`;
}

/** The issuer's calendar year of an instant: invoice series are yearly (RD 1619/2012 art. 6.1.a). */
export function issuerYear(instant: Date): number {
  return Number(wallTimeOf(instant).year);
}

/**
 * `FechaHoraHusoGenRegistro`: ISO 8601 with the issuer's offset and whole seconds
 * ('2024-01-01T19:20:30+01:00'), as in the example of AEAT's fingerprint specification.
 */
export function fechaHoraHuso(instant: Date): string {
  const wall = wallTimeOf(instant);
  const offset = Math.abs(wall.offsetMinutes);
  const sign = wall.offsetMinutes < 0 ? '-' : '+';
  const zone = `${sign}${String(Math.floor(offset / 60)).padStart(2, '0')}:${String(offset % 60).padStart(2, '0')}`;
  return `${wall.year}-${wall.month}-${wall.day}T${wall.hour}:${wall.minute}:${wall.second}${zone}`;
}

/** 'dd-mm-aaaa' back to 'aaaa-mm-dd' (sorting, the accountant's CSV). */
export function isoDayOfFecha(fecha: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(fecha);
  if (!match) throw new RangeError(`Not an AEAT date: ${fecha}`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}
