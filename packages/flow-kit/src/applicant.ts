import { applicantType, consent, email, phone, selectedCountry, text } from './fields';
import type { AnyData } from './fields';

const isPersona = (data: AnyData) => data.applicantType !== 'empresa';

// As spec-2 §2.1 writes them; the server sends /aviso-legal/ on to /aviso-legal, the anchor kept.
export const PRIVACY_URL = '/aviso-legal/#privacidad';
export const TERMS_URL = '/aviso-legal/#condiciones';
export const CONSENT_MESSAGE = 'Debes aceptar la política de privacidad y las condiciones generales para continuar.';

/** The applicant block most forms share (spec-1 §2.7, spec-2 §2.2), with the spec's messages. */
export const applicantFields = {
  applicantType: applicantType({ label: 'Tipo de solicitante' }),
  name: text({
    label: (data) => (isPersona(data) ? 'Nombre' : 'Razón Social'),
    required: (data) => (isPersona(data) ? 'El nombre es obligatorio' : 'La razón social es obligatoria'),
    autoComplete: 'given-name',
    half: true,
  }),
  lastName: text({
    label: 'Apellidos',
    required: 'Los apellidos son obligatorios',
    visibleWhen: isPersona,
    autoComplete: 'family-name',
    half: true,
  }),
  email: email({ label: 'Email', required: 'El email es obligatorio', half: true }),
  phone: phone({ label: 'Teléfono', required: 'El teléfono es obligatorio', countryField: 'selectedCountry', half: true }),
  selectedCountry: selectedCountry(),
};

export const consentFields = {
  acceptPrivacy: consent({
    label: 'Acepto la política de privacidad',
    link: { text: 'Leer la política de privacidad', href: PRIVACY_URL },
    required: CONSENT_MESSAGE,
  }),
  acceptTerms: consent({
    label: 'Acepto las condiciones generales de contratación',
    link: { text: 'Leer las condiciones generales', href: TERMS_URL },
    required: CONSENT_MESSAGE,
  }),
};

export const applicantFieldNames = Object.keys(applicantFields) as (keyof typeof applicantFields)[];
/** The applicant block as a step lists it: what the visitor fills in, in the form's order (the country rides with the phone). */
export const applicantStepFields = ['applicantType', 'name', 'lastName', 'email', 'phone'] as const;
export const consentFieldNames = Object.keys(consentFields) as (keyof typeof consentFields)[];
