import textField from '../../styles/shared/textField.module.css';

/**
 * The class names of forms.css, shared by every form island. A plain stylesheet rather than a CSS
 * module, so that a page can link it from the body (FormsStylesheet.astro); an input also takes the
 * text field look that the admin's other fields share.
 */
export const formClasses = {
  heading: 'form-heading',
  intro: 'form-intro',
  field: 'form-field',
  input: `form-input ${textField.field}`,
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
  fieldError: 'form-field-error',
  toastSlot: 'form-toast-slot',
} as const;
