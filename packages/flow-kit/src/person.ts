import { email, phone, radio, text, type AnyData, type FieldSpec } from './fields';

/** The spec's messages for a person block other than the applicant (spec-2 §5, owner change). */
export const PERSON_MESSAGES = {
  name: 'Este campo es obligatorio',
  lastName: 'Los apellidos son obligatorios',
  email: 'El email es obligatorio',
  phone: 'El teléfono es obligatorio',
} as const;

const personTypes = [
  { value: 'persona', label: 'Persona Física' },
  { value: 'empresa', label: 'Empresa' },
] as const;

type PersonType = (typeof personTypes)[number]['value'];

export type PersonFields<P extends string> = {
  [K in `${P}Type`]: FieldSpec<PersonType>;
} & { [K in `${P}Name` | `${P}LastName` | `${P}Email` | `${P}Phone`]: FieldSpec<string> };

/** What the envelope's `adicional` holds for a person block (spec-2 §3.2: currentOwner{type,name,...}). */
export interface Person {
  type: PersonType;
  name: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A person block besides the applicant, e.g. the current and the new owner of spec-2 §2.16: type,
 * name or company name, surnames for individuals, e-mail and phone (+34), on the wire as
 * `${prefix}Type`, `${prefix}Name`, `${prefix}LastName`, `${prefix}Email`, `${prefix}Phone`.
 * Labels name whose field it is (`of`: 'del titular actual'), so every input has its own name.
 */
export function personFields<const P extends string>(prefix: P, heading: string, of: string): PersonFields<P> {
  const isPersona = (data: AnyData) => data[`${prefix}Type`] !== 'empresa';
  return {
    // spec-2 §3.2 also sends the block as one object in `adicional` ({type, name, lastName, email,
    // phone}): a client sending only that one is read through the aliases.
    [`${prefix}Type`]: radio({ label: `Tipo ${of}`, options: personTypes, initial: 'persona', section: heading, wireAliases: [`${prefix}.type`] }),
    [`${prefix}Name`]: text({
      label: (data) => `${isPersona(data) ? 'Nombre' : 'Razón Social'} ${of}`,
      required: PERSON_MESSAGES.name,
      half: true,
      wireAliases: [`${prefix}.name`],
    }),
    [`${prefix}LastName`]: text({
      label: `Apellidos ${of}`,
      required: PERSON_MESSAGES.lastName,
      visibleWhen: isPersona,
      half: true,
      wireAliases: [`${prefix}.lastName`],
    }),
    [`${prefix}Email`]: email({ label: `Email ${of}`, required: PERSON_MESSAGES.email, autoComplete: 'off', half: true, wireAliases: [`${prefix}.email`] }),
    [`${prefix}Phone`]: phone({
      wireAliases: [`${prefix}.phone`],
      label: `Teléfono ${of}`,
      required: PERSON_MESSAGES.phone,
      countryField: 'selectedCountry',
      fixedCountry: true,
      autoComplete: 'off',
      half: true,
    }),
  } as PersonFields<P>;
}

/** The block's field names, in form order, for a step's `fields`. */
export const personFieldNames = <const P extends string>(prefix: P) =>
  [`${prefix}Type`, `${prefix}Name`, `${prefix}LastName`, `${prefix}Email`, `${prefix}Phone`] as const;

/** The block as one object, for the envelope's `adicional`; surnames are empty for a company. */
export function personOf(prefix: string, data: AnyData): Person {
  const type: PersonType = data[`${prefix}Type`] === 'empresa' ? 'empresa' : 'persona';
  return {
    type,
    name: data[`${prefix}Name`] ?? '',
    lastName: type === 'empresa' ? '' : (data[`${prefix}LastName`] ?? ''),
    email: data[`${prefix}Email`] ?? '',
    phone: data[`${prefix}Phone`] ?? '',
  };
}

/** The block's wire fields, flat as the spec names them (`currentOwnerName`...), for the envelope. */
export const personWire = (prefix: string, data: AnyData): Record<string, unknown> =>
  Object.fromEntries(personFieldNames(prefix).map((name) => [name, data[name]]));

/** One line for a summary: 'Ana Pérez López (Persona Física) · ana@example.es · +34 612345678'. */
export function describePerson(person: Person): string {
  const name = [person.name, person.lastName].filter(Boolean).join(' ');
  const type = personTypes.find((option) => option.value === person.type)!.label;
  return `${name} (${type}) · ${person.email} · +34 ${person.phone}`;
}
