import { readEmailSettings, type EmailSettings } from './emailSettings.ts';
import type { MailTransport } from './mailTransport.ts';
import { outboxTransport } from './outboxTransport.ts';
import { resendTransport } from './resendTransport.ts';

/** The one place the transport is chosen: Resend with RESEND_API_KEY, else the outbox. */
const chosen = new WeakMap<EmailSettings, MailTransport>();

/** The transport of the settings in force, chosen once for them. */
export function currentMailTransport(settings: EmailSettings = readEmailSettings()): MailTransport {
  let transport = chosen.get(settings);
  if (!transport) {
    transport = settings.resendApiKey ? resendTransport(settings, settings.resendApiKey) : outboxTransport(settings);
    chosen.set(settings, transport);
  }
  return transport;
}
