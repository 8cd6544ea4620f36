/** How a status badge looks on the public pages (requirements §4, "public pages" reading). */
export type StatusVariant = 'strong' | 'secondary' | 'warning' | 'outline';

/**
 * The stored status is free text (requirements §3), so unknown values fall through to the plain outline
 * rather than failing the build.
 */
export function publicStatusVariant(status: string): StatusVariant {
  switch (status.trim().toLowerCase()) {
    case 'thriving':
    case 'abundant':
      return 'strong';
    case 'stable':
    case 'growing':
      return 'secondary';
    case 'endangered':
      return 'warning';
    default:
      return 'outline';
  }
}

/** How a status badge looks in the admin species table (requirements §4, "admin table" reading). */
export type AdminStatusVariant = 'default' | 'destructive' | 'secondary';

/** Thriving and Abundant default, Endangered destructive, anything else (free text too) secondary. */
export function adminStatusVariant(status: string): AdminStatusVariant {
  switch (status.trim().toLowerCase()) {
    case 'thriving':
    case 'abundant':
      return 'default';
    case 'endangered':
      return 'destructive';
    default:
      return 'secondary';
  }
}
