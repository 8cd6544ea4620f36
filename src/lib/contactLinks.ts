/** The address parameter a link to the contact form fills the form's subject from. */
export const contactSubjectParameter = 'subject';

/** The subject a visitor asking about a biome starts from. */
export function biomeQuestionSubject(biomeTitle: string): string {
  return `Question about the ${biomeTitle}`;
}

/** A link to the home page's contact form with its subject filled in: `/?subject=…#contact`. */
export function contactFormAddress(subject: string): string {
  return `/?${new URLSearchParams({ [contactSubjectParameter]: subject })}#contact`;
}
