import { formatEs, isAfter, isBefore, type IsoDate } from './dates';
import { RULES, type RightKind } from './rules';
import type { Deadline, RightStatus } from './types';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Sin recargo hasta el …; con recargo hasta el ….' */
const feeTerms = (deadline: Deadline) =>
  deadline.graceEndsOn
    ? `Sin recargo hasta el ${formatEs(deadline.dueOn)}; con recargo hasta el ${formatEs(deadline.graceEndsOn)}.`
    : `Hasta el ${formatEs(deadline.dueOn)}.`;

function renewalText(deadline: Deadline, yours: string, today: IsoDate): string {
  const graceEnd = deadline.graceEndsOn ?? deadline.dueOn;
  if (isAfter(today, graceEnd)) return `${capitalized(yours)} caducó: no se renovó a tiempo y el plazo con recargo terminó el ${formatEs(graceEnd)}.`;
  if (isAfter(today, deadline.dueOn))
    return `El plazo sin recargo terminó el ${formatEs(deadline.dueOn)}. Aún puedes renovar ${yours} con recargo hasta el ${formatEs(graceEnd)}.`;
  if (isBefore(today, deadline.opensOn)) return `Puedes renovar desde el ${formatEs(deadline.opensOn)}. ${feeTerms(deadline)}`;
  return `Ya puedes renovar ${yours}. ${feeTerms(deadline)}`;
}

function annuityText(deadline: Deadline, yours: string, today: IsoDate): string {
  const annuity = `la ${deadline.label}`;
  const graceEnd = deadline.graceEndsOn ?? deadline.dueOn;
  if (isAfter(today, graceEnd)) return `${capitalized(yours)} caducó: ${annuity} no se pagó y el plazo con recargo terminó el ${formatEs(graceEnd)}.`;
  if (isAfter(today, deadline.dueOn))
    return `El plazo sin recargo de ${annuity} terminó el ${formatEs(deadline.dueOn)}. Aún puedes pagarla con recargo hasta el ${formatEs(graceEnd)}.`;
  if (isBefore(today, deadline.opensOn)) return `${capitalized(annuity)} se paga desde el ${formatEs(deadline.opensOn)}. ${feeTerms(deadline)}`;
  return `Ya puedes pagar ${annuity}. ${feeTerms(deadline)}`;
}

function endText(kind: RightKind, deadline: Deadline, today: IsoDate): string {
  const { yours, maintenance } = RULES[kind];
  const end = formatEs(deadline.dueOn);
  if (isAfter(today, deadline.dueOn)) return `La protección de ${yours} terminó el ${end}: la ley no permite prorrogarla.`;
  return maintenance.by === 'renewal'
    ? `${capitalized(yours)} puede protegerse como máximo hasta el ${end} (${maintenance.maxYears} años); después la ley no permite más renovaciones.`
    : `${capitalized(yours)} te protege hasta el ${end} como máximo (${maintenance.years} años), siempre que se pague cada anualidad.`;
}

/** What the deadline means for the client, in their words, as of `today` (the visitor's order page). */
export function clientTextOf(kind: RightKind, deadline: Deadline, today: IsoDate): string {
  const { yours } = RULES[kind];
  const ended = isAfter(today, deadline.dueOn);
  switch (deadline.kind) {
    case 'renovacion':
      return renewalText(deadline, yours, today);
    case 'anualidad':
      return annuityText(deadline, yours, today);
    case 'oposicion':
      return ended
        ? `El plazo para que otros se opusieran a ${yours} terminó el ${formatEs(deadline.dueOn)}.`
        : `Otros pueden oponerse a ${yours} hasta el ${formatEs(deadline.dueOn)}.`;
    case 'suspenso':
      return ended
        ? `El plazo para contestar al suspenso de la oficina terminó el ${formatEs(deadline.dueOn)}.`
        : `Hay que contestar al suspenso de la oficina hasta el ${formatEs(deadline.dueOn)}.`;
    case 'fin-proteccion':
      return endText(kind, deadline, today);
  }
}

/** The right's state as staff and clients read it. */
export const STATUS_TEXT: Readonly<Record<RightStatus, string>> = {
  solicitada: 'Solicitada',
  vigente: 'Vigente',
  'en plazo de renovación': 'En plazo de renovación',
  'en plazo de pago': 'En plazo de pago de anualidad',
  'en periodo de gracia': 'En periodo de gracia (con recargo)',
  caducada: 'Caducada',
};
