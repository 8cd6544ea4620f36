import { recentlyDeletedDays } from './history.ts';

/**
 * The admin area's pages and sign-in endpoints (requirements §2, docs/design.md "Where we do better than the
 * spec"): no secret paths; every admin page and call is checked on the server.
 */
export const adminRoutes = {
  login: '/admin-login',
  portal: '/admin-portal',
  unauthorized: '/admin-unauthorized',
  /** Where a sign-in lands. */
  species: '/admin/species',
  subscribers: '/admin/subscribers',
  newsletter: '/admin/newsletter',
  photos: '/admin/photos',
  notes: '/admin/notes',
  messages: '/admin/messages',
  biomes: '/admin/biomes',
  resources: '/admin/resources',
  journal: '/admin/journal',
  history: '/admin/history',
  settings: '/admin/settings',
  googleSignIn: '/api/auth/google',
  passwordSignIn: '/api/auth/password',
  adminCheck: '/api/auth/admin',
  /** Which ways in are switched on (src/lib/admin/adminSignInMethods.ts). */
  signInMethods: '/api/auth/methods',
  currentUser: '/api/auth/user',
  /** The inbox's counts, for the unread markers of the admin navigation and the footer's menu. */
  messageCounts: '/api/admin/messages/counts',
  signOut: '/api/auth/logout',
  /** The settings the admin switches (src/lib/schemas/siteSwitches.ts). */
  settingsApi: '/api/admin/settings',
} as const;

/**
 * The admin screens, in the order the admin area lists them: a short name for its own navigation,
 * the requirements' name (the footer's 'Manage Species', 'View Subscribers') and a line for the front door.
 */
export const adminScreens = [
  {
    section: 'species',
    href: adminRoutes.species,
    navLabel: 'Species',
    label: 'Manage Species',
    summary: 'Add, edit and delete species, with their photos, alt texts and update notes; search and sort them.',
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
    summary: 'Add, edit, hide and delete the biomes of the home page’s catalogue, with their pictures and prices.',
  },
  {
    section: 'resources',
    href: adminRoutes.resources,
    navLabel: 'Resources',
    label: 'Educational Resources',
    summary: 'Add, edit, hide and delete guides, documents, spreadsheets and videos, with their files and pictures.',
  },
  {
    section: 'journal',
    href: adminRoutes.journal,
    navLabel: 'Journal',
    label: 'Journal',
    summary:
      'Write the journal’s posts in Markdown with a preview, each with its picture; publish, edit and delete them.',
  },
  {
    section: 'messages',
    href: adminRoutes.messages,
    navLabel: 'Messages',
    label: 'Contact Messages',
    summary: 'Read, search, answer, mark unread and delete what visitors send through the contact form.',
  },
  {
    section: 'subscribers',
    href: adminRoutes.subscribers,
    navLabel: 'Subscribers',
    label: 'View Subscribers',
    summary: 'Search the newsletter’s subscribers, unsubscribe or erase one, and download them all as CSV.',
  },
  {
    section: 'newsletter',
    href: adminRoutes.newsletter,
    navLabel: 'Newsletter',
    label: 'Newsletter Issues',
    summary:
      'Write an issue from a journal post or in Markdown, see the mail as it will look, send yourself a test, ' +
      'then send it to every active subscriber.',
  },
  {
    section: 'history',
    href: adminRoutes.history,
    navLabel: 'History',
    label: 'History',
    summary:
      'Who changed what and when, field by field; undo a catalogue change, and bring back what was deleted ' +
      `in the last ${recentlyDeletedDays} days (Recently deleted).`,
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
