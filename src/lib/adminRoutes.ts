/**
 * The admin area's pages and sign-in endpoints (SPEC §2, DESIGN.md "Where we do better than the
 * spec"): no secret paths; every admin page and call is checked on the server.
 */
export const adminRoutes = {
  login: '/admin-login',
  portal: '/admin-portal',
  unauthorized: '/admin-unauthorized',
  /** Where a sign-in lands. */
  species: '/admin/species',
  subscribers: '/admin/subscribers',
  photos: '/admin/photos',
  notes: '/admin/notes',
  messages: '/admin/messages',
  biomes: '/admin/biomes',
  resources: '/admin/resources',
  history: '/admin/history',
  settings: '/admin/settings',
  googleSignIn: '/api/auth/google',
  passwordSignIn: '/api/auth/password',
  adminCheck: '/api/auth/admin',
  currentUser: '/api/auth/user',
  /** The inbox's counts, for the unread markers of the admin navigation and the footer's menu. */
  messageCounts: '/api/admin/messages/counts',
  signOut: '/api/auth/logout',
  /** The settings the admin switches (src/lib/schemas/siteSwitches.ts). */
  settingsApi: '/api/admin/settings',
} as const;

/**
 * The admin screens, in the order the admin area lists them: a short name for its own navigation,
 * SPEC's name (the footer's 'Manage Species', 'View Subscribers') and a line for the front door.
 */
export const adminScreens = [
  {
    section: 'species',
    href: adminRoutes.species,
    navLabel: 'Species',
    label: 'Manage Species',
    summary: 'Add, edit and delete species.',
  },
  {
    section: 'photos',
    href: adminRoutes.photos,
    navLabel: 'Photos',
    label: 'Species Photo Manager',
    summary: 'Add photos to a species.',
  },
  {
    section: 'notes',
    href: adminRoutes.notes,
    navLabel: 'Notes',
    label: 'Species Update Notes',
    summary: 'Add dated update notes to a species.',
  },
  {
    section: 'biomes',
    href: adminRoutes.biomes,
    navLabel: 'Biomes',
    label: 'Biome Catalogue',
    summary: 'Add, edit and delete the biomes of the catalogue.',
  },
  {
    section: 'resources',
    href: adminRoutes.resources,
    navLabel: 'Resources',
    label: 'Educational Resources',
    summary: 'Add, edit and delete guides, documents and videos.',
  },
  {
    section: 'messages',
    href: adminRoutes.messages,
    navLabel: 'Messages',
    label: 'Contact Messages',
    summary: 'Read, answer and delete what visitors send through the contact form.',
  },
  {
    section: 'subscribers',
    href: adminRoutes.subscribers,
    navLabel: 'Subscribers',
    label: 'View Subscribers',
    summary: 'The newsletter’s subscribers and their status.',
  },
  {
    section: 'history',
    href: adminRoutes.history,
    navLabel: 'History',
    label: 'History',
    summary: 'Who changed what and when, recently deleted items, and the way back.',
  },
  {
    section: 'settings',
    href: adminRoutes.settings,
    navLabel: 'Settings',
    label: 'Settings',
    summary: 'Launch the resources: lead visitors to them from the header, the footer and the home page.',
  },
] as const;

export type AdminSection = (typeof adminScreens)[number]['section'];

/** Why the login page was shown again after a Google sign-in (its `?error=`), in the words it shows. */
export const googleSignInErrors = {
  'google-unavailable':
    'Google sign-in is not available right now. Please try again later, or use the password portal.',
  'google-failed': 'Google sign-in did not complete. Please try again.',
} as const;

export type GoogleSignInError = keyof typeof googleSignInErrors;
