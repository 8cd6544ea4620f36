import stylesheet from './forms.css?url';

/** The class names of forms.css. */
export const formClasses = {
  heading: 'form-heading',
  intro: 'form-intro',
  field: 'form-field',
  input: 'form-input',
  inline: 'form-inline',
  honeypot: 'form-honeypot',
  noScript: 'form-no-script',
  newsletter: 'form-newsletter',
  newsletterForm: 'form-newsletter-form',
  status: 'form-status',
  contact: 'form-contact',
  pair: 'form-pair',
  actions: 'form-actions',
  adminPassword: 'form-admin-password',
} as const;

/** The address of forms.css, which a form island links next to its markup (forms.css says why). */
export const formsStylesheet: string = stylesheet;
