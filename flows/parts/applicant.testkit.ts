/** A person's first step of a trademark flow, filled as a visitor fills it (tests only). */
export const LUCIA_FILLS_THE_FORM = {
  applicantType: 'persona' as const,
  name: 'Lucía',
  lastName: 'Martínez Soler',
  email: 'lucia@example.es',
  phone: '612345678',
  brandName: 'Horchata Clara',
  acceptPrivacy: true,
  acceptTerms: true,
};
