import { checkFields, consent, email, text, type Fields, type Issues } from '@shop/flow-kit';
import { isIsoDate, isOfficeNumber, normalOfficeNumber, OFFICE_NUMBER_HINT, type IsoDate, type RightKind } from '@shop/deadlines';
import { RENEWAL_WATCH_PAGES } from './renewal-watch-pages';

export { RENEWAL_WATCH_PAGES } from './renewal-watch-pages';

export const WATCH_MESSAGES = {
  numberRequired: 'El número es obligatorio',
  numberShape: (hints: string) => `Escribe el número como lo da la oficina: ${hints}`,
  dateRequired: 'La fecha de presentación es obligatoria',
  dateShape: 'Escribe la fecha como aaaa-mm-dd, por ejemplo 2016-09-15',
  dateFuture: 'La fecha de presentación no puede ser posterior a hoy',
  dateTooOld: 'La fecha de presentación no puede ser anterior a 1990',
  emailRequired: 'El email es obligatorio',
  privacy: 'Debes aceptar la política de privacidad',
  page: 'Esta página no ofrece avisos de renovación',
  /** Said on the page after a form posted before its JavaScript ran was refused: the fields' own messages need the script. */
  notSent: 'No hemos podido guardar el aviso: revisa el número, la fecha (aaaa-mm-dd, no posterior a hoy), el correo y la casilla, e inténtalo de nuevo.',
  /** The one answer to a sign-up, whatever became of it (nobody learns what others asked for). */
  sent: 'Te hemos enviado un correo: pulsa el enlace que contiene para confirmar el aviso. Hasta entonces no te escribiremos.',
} as const;

const EARLIEST: IsoDate = '1990-01-01';
const isDesign = (kinds: readonly RightKind[]) => kinds.every((kind) => kind === 'diseno-es');
/** How each office writes the numbers a page takes ('M y 7 cifras, como M4123456; N y 7 cifras…'). */
const hintsOf = (kinds: readonly RightKind[]) => kinds.map((kind) => OFFICE_NUMBER_HINT[kind]).join('; ');

/** The form's fields for a page's kinds, declared like a flow's so the wizard's widgets draw them. */
export function watchFieldsOf(kinds: readonly RightKind[]) {
  // Named apart from the wizard's own fields on the same page ('Número de marca', 'Email', the
  // order's privacy box): one name, one control.
  const design = isDesign(kinds);
  return {
    numero: text({
      label: design ? 'Número de tu diseño' : 'Número de tu marca',
      required: WATCH_MESSAGES.numberRequired,
      hint: hintsOf(kinds),
      maxLength: 24,
    }),
    nombre: text({ label: design ? 'Título de tu diseño (opcional)' : 'Nombre de tu marca (opcional)', maxLength: 200 }),
    fechaPresentacion: text({
      label: 'Fecha de presentación',
      required: WATCH_MESSAGES.dateRequired,
      hint: 'Como aaaa-mm-dd: la fecha en que se presentó la solicitud en la oficina.',
      placeholder: 'aaaa-mm-dd',
      maxLength: 10,
    }),
    email: email({ label: 'Correo electrónico para los avisos', required: WATCH_MESSAGES.emailRequired }),
    aceptaPrivacidad: consent({
      label: 'He leído cómo tratáis mis datos y quiero recibir por correo los avisos de plazos de este derecho',
      link: { text: 'política de privacidad', href: '/aviso-legal#privacidad' },
      required: WATCH_MESSAGES.privacy,
    }),
  } satisfies Fields;
}

export type WatchFieldName = keyof ReturnType<typeof watchFieldsOf>;
export const WATCH_FIELD_NAMES: readonly WatchFieldName[] = ['numero', 'nombre', 'fechaPresentacion', 'email', 'aceptaPrivacidad'];

/** What a confirmed watch follows: the right's kind (from the number's shape), its number, name and filing day. */
export interface RenewalWatch {
  kind: RightKind;
  number: string;
  name: string;
  filedOn: IsoDate;
  email: string;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The browser's check before sending and the server's before storing: the flow kit's field checks,
 * then the number's shape for the page's kinds (as staff's filing facts check it) and a filing day
 * that is a real day from 1990 to the office's today.
 */
export function checkRenewalWatch(
  page: string,
  raw: Record<string, unknown>,
  today: IsoDate,
): { ok: true; data: RenewalWatch } | { ok: false; issues: Issues } {
  const kinds = Object.hasOwn(RENEWAL_WATCH_PAGES, page) ? RENEWAL_WATCH_PAGES[page]! : undefined;
  if (!kinds) return { ok: false, issues: { pagina: WATCH_MESSAGES.page } };
  const fields = watchFieldsOf(kinds);
  const data = { ...raw, aceptaPrivacidad: raw.aceptaPrivacidad === true };
  const issues = checkFields(fields, WATCH_FIELD_NAMES, data, (values) => {
    const extra: Issues = {};
    const number = normalOfficeNumber(trimmed(values.numero));
    if (number && !kinds.some((kind) => isOfficeNumber(number, kind))) extra.numero = WATCH_MESSAGES.numberShape(hintsOf(kinds));
    const day = trimmed(values.fechaPresentacion);
    if (day) {
      const message = !isIsoDate(day)
        ? WATCH_MESSAGES.dateShape
        : day < EARLIEST
          ? WATCH_MESSAGES.dateTooOld
          : day > today
            ? WATCH_MESSAGES.dateFuture
            : undefined;
      if (message) extra.fechaPresentacion = message;
    }
    return extra;
  });
  if (Object.keys(issues).length > 0) return { ok: false, issues };
  const number = normalOfficeNumber(trimmed(raw.numero));
  return {
    ok: true,
    data: {
      kind: kinds.find((kind) => isOfficeNumber(number, kind))!,
      number,
      name: trimmed(raw.nombre),
      filedOn: trimmed(raw.fechaPresentacion),
      email: trimmed(raw.email).toLowerCase(),
    },
  };
}
