import { generatedAdminPassword, type AdminSettings } from './adminSettings.ts';

/**
 * What `npm start` says about signing in to the admin area. The generated password of a local
 * installation is printed, since nobody else could know it; a password from the environment is not.
 */
export function adminSignInSummary(settings: AdminSettings, siteUrl: string): string {
  const portal = `${siteUrl}/admin-portal`;
  const { password } = settings;
  let passwordLine: string;
  switch (password.source) {
    case 'generated':
      passwordLine =
        `Admin password: ${generatedAdminPassword(password.file)} ` +
        `(made for this installation and kept in ${password.file}; set ADMIN_PASSWORD to choose your own) at ${portal}`;
      break;
    case 'ADMIN_PASSWORD':
      passwordLine = `Admin password: the one in ADMIN_PASSWORD, at ${portal}`;
      break;
    case 'ADMIN_PASSWORD_HASH':
      passwordLine = `Admin password: the one hashed in ADMIN_PASSWORD_HASH, at ${portal}`;
      break;
    case 'none':
      passwordLine = 'Admin password portal: closed (set ADMIN_PASSWORD_HASH to open it)';
      break;
  }
  const admins = [...settings.adminEmails].join(', ');
  const googleLine = settings.google
    ? `Google sign-in: on, for ${admins || 'nobody yet (set ADMIN_EMAILS)'}`
    : 'Google sign-in: off (set OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to turn it on)';
  return `${passwordLine}\n${googleLine}`;
}
