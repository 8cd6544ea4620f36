import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';
import { isHoneypotFilled, newsletterSubscriptionSchema } from '../../src/lib/schemas/newsletterSubscription.ts';
import type { Database } from '../../src/server/db/database.ts';
import { findSubscriberByEmail } from '../../src/server/repositories/subscriberRepository.ts';

/**
 * What the fuzz test counts after every request: the rows of every table a write can add to or take
 * from (a species' photos and notes live in its row, counted one by one), the mail in the local
 * outbox (two files a mail) and the uploaded media files. And what one answered request should
 * have changed of them, worked out from the request and the rows before it, not from the server.
 */
export type StoredCounts = {
  species: number;
  photos: number;
  notes: number;
  biomes: number;
  resources: number;
  posts: number;
  subscribers: number;
  messages: number;
  changes: number;
  outboxFiles: number;
  mediaFiles: number;
};

export type StoredRows = {
  counts: StoredCounts;
  /** Each species' photos and notes, by id. */
  speciesMedia: Map<number, { photos: number; notes: number }>;
  /** The stored media, by key (a file is named by the hash of its content, so the same upload twice is one file). */
  mediaKeys: Set<string>;
};

/** The regular files below `dir`, by their paths relative to it; none when it does not exist yet. */
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    : [];

export async function readStoredRows(db: Database, dataDir: string): Promise<StoredRows> {
  const { rows } = await sql<Omit<StoredCounts, 'outboxFiles' | 'mediaFiles'>>`
    select (select count(*)::int from species) as species,
      (select coalesce(sum(jsonb_array_length(photos)), 0)::int from species) as photos,
      (select coalesce(sum(jsonb_array_length(update_notes)), 0)::int from species) as notes,
      (select count(*)::int from biomes) as biomes,
      (select count(*)::int from resources) as resources,
      (select count(*)::int from blog_posts) as posts,
      (select count(*)::int from subscribers) as subscribers,
      (select count(*)::int from contact_messages) as messages,
      (select count(*)::int from changes) as changes`.execute(db);
  const species = await sql<{ id: number; photos: number; notes: number }>`
    select id, jsonb_array_length(photos) as photos, jsonb_array_length(update_notes) as notes from species`.execute(
    db,
  );
  // The media folder is read once: its files are both the count and the keys.
  const media = filesUnder(path.join(dataDir, 'media'));
  return {
    counts: { ...rows[0]!, outboxFiles: filesUnder(path.join(dataDir, 'outbox')).length, mediaFiles: media.length },
    speciesMedia: new Map(species.rows.map(({ id, photos, notes }) => [id, { photos, notes }])),
    mediaKeys: new Set(media),
  };
}

/** An answered request as the oracle sees it. */
export type SentRequest = { method: string; path: string; contentType: string | undefined; body: string | undefined };
export type Answer = { status: number; location: string | undefined; json: unknown };

const filesPerMail = 2;
const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** The fields a visitor form sent, read as the server reads them (JSON, or a urlencoded form). */
function submittedFields(request: SentRequest): unknown {
  if (request.body === undefined) return undefined;
  if (mediaTypeOf(request.contentType) === 'application/x-www-form-urlencoded')
    return Object.fromEntries(new URLSearchParams(request.body));
  try {
    return JSON.parse(request.body);
  } catch {
    return undefined;
  }
}

/** A visitor form's success: JSON 200, or the 303 of a posted form to its success page. */
const visitorFormSucceeded = (answer: Answer, successPage: string) =>
  answer.status === 200 || (answer.status === 303 && (answer.location ?? '').endsWith(successPage));

const tableOfEntity: Record<string, keyof StoredCounts> = {
  species: 'species',
  biome: 'biomes',
  resource: 'resources',
  post: 'posts',
  subscriber: 'subscribers',
  message: 'messages',
};
const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/**
 * Reads what it needs before the request is sent (whether a subscribing address is known, and when
 * it was last welcomed), and answers the counts the request's answer should leave behind.
 */
export async function expectationOf(
  request: SentRequest,
  before: StoredRows,
  db: Database,
  outboxDir: string,
  welcomeIntervalMs: number,
): Promise<(answer: Answer) => StoredCounts> {
  const pathname = request.path.split('?')[0]!;
  const unchanged = () => ({ ...before.counts });
  if (request.method === 'POST' && pathname === '/api/newsletter/subscribe') {
    const subscription = newsletterSubscriptionSchema.safeParse(submittedFields(request));
    if (!subscription.success || isHoneypotFilled(subscription.data.website)) return unchanged;
    const known = await findSubscriberByEmail(db, subscription.data.email);
    const welcomedLately = known?.welcomedAt && known.welcomedAt.getTime() > Date.now() - welcomeIntervalMs;
    const welcomed = !known || (!known.isActive && !welcomedLately);
    return (answer) => {
      if (!visitorFormSucceeded(answer, '/subscribed')) return unchanged();
      const counts = unchanged();
      if (!known) counts.subscribers++;
      if (welcomed) counts.outboxFiles += filesPerMail;
      return counts;
    };
  }
  if (request.method === 'POST' && pathname === '/api/contact') {
    const message = contactMessageSchema.safeParse(submittedFields(request));
    if (!message.success || isHoneypotFilled(message.data.website)) return unchanged;
    return (answer) =>
      visitorFormSucceeded(answer, '/sent')
        ? {
            ...before.counts,
            messages: before.counts.messages + 1,
            outboxFiles: before.counts.outboxFiles + filesPerMail,
          }
        : unchanged();
  }
  // An erased subscriber or deleted message goes with its mail still waiting in the outbox, and with its
  // earlier changes: the history keeps one record of the erasure.
  const erased = request.method === 'DELETE' ? erasedItem(pathname) : undefined;
  const erasedMailFiles = erased ? outboxFilesOf(outboxDir, erased.mailKind, erased.id) : 0;
  const erasedChanges = erased ? await changesOf(db, erased.entity, erased.id) : 0;
  return (answer) => {
    if (answer.status < 200 || answer.status > 299) return unchanged();
    const counts = adminWriteCounts(request.method, pathname, answer.json, before);
    if (counts && erased) {
      counts.outboxFiles -= erasedMailFiles;
      counts.changes -= erasedChanges;
    }
    return counts ?? unchanged();
  };
}

/** The subscriber or message a DELETE of `pathname` erases, and the kind of its mail in the outbox. */
function erasedItem(pathname: string) {
  const match = /^\/api\/(subscribers|admin\/messages)\/([1-9]\d*)$/.exec(pathname);
  if (!match) return undefined;
  const id = Number(match[2]);
  return match[1] === 'subscribers'
    ? { entity: 'subscriber', id, mailKind: 'welcome' }
    : { entity: 'message', id, mailKind: 'contact-message' };
}

async function changesOf(db: Database, entity: string, id: number): Promise<number> {
  if (id > 2_147_483_647) return 0; // past Postgres's integer: no item has it
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from changes where entity = ${entity} and entity_id = ${id}`.execute(db);
  return rows[0]!.n;
}

function outboxFilesOf(outboxDir: string, kind: string, rowId: number): number {
  return filesUnder(outboxDir).filter((name) => name.includes(`-${kind}-${rowId}-`)).length;
}

const catalogueTables = { species: 'species', biomes: 'biomes', resources: 'resources', posts: 'posts' } as const;

/** The counts after a successful admin write; undefined for a request that writes nothing. */
function adminWriteCounts(
  method: string,
  pathname: string,
  json: unknown,
  before: StoredRows,
): StoredCounts | undefined {
  const counts = { ...before.counts, changes: before.counts.changes + 1 };
  const stored = (json ?? {}) as Record<string, unknown>;
  if (method === 'POST' && (pathname === '/api/upload' || pathname === '/api/upload/document'))
    return {
      ...before.counts,
      mediaFiles: before.counts.mediaFiles + (before.mediaKeys.has(String(stored.key)) ? 0 : 1),
    };
  const catalogue = /^\/api\/(species|biomes|resources|posts)(?:\/([1-9]\d*))?$/.exec(pathname);
  if (catalogue) {
    const table = catalogueTables[catalogue[1] as keyof typeof catalogueTables];
    const old = before.speciesMedia.get(Number(catalogue[2]));
    if (method === 'POST' && catalogue[2] === undefined) {
      counts[table]++;
      counts.photos += listLength(stored.photos);
      counts.notes += listLength(stored.updateNotes);
    } else if (method === 'PATCH' && table === 'species' && old) {
      counts.photos += listLength(stored.photos) - old.photos;
      counts.notes += listLength(stored.updateNotes) - old.notes;
    } else if (method === 'DELETE') {
      counts[table]--;
      if (table === 'species' && old) {
        counts.photos -= old.photos;
        counts.notes -= old.notes;
      }
    } else if (method !== 'PATCH') return undefined;
    return counts;
  }
  const speciesAddition = /^\/api\/species\/[1-9]\d*\/(photo|update-note)$/.exec(pathname);
  if (speciesAddition && method === 'POST') {
    counts[speciesAddition[1] === 'photo' ? 'photos' : 'notes']++;
    return counts;
  }
  const inbox = /^\/api\/(subscribers|admin\/messages)\/[1-9]\d*$/.exec(pathname);
  if (inbox && (method === 'PATCH' || method === 'DELETE')) {
    if (method === 'DELETE') counts[inbox[1] === 'subscribers' ? 'subscribers' : 'messages']--;
    return counts;
  }
  if (method === 'POST' && /^\/api\/admin\/history\/[1-9]\d*\/restore$/.test(pathname)) {
    const change = stored as {
      entity: string;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };
    counts[tableOfEntity[change.entity]!] += (change.after ? 1 : 0) - (change.before ? 1 : 0);
    if (change.entity === 'species') {
      counts.photos += listLength(change.after?.photos) - listLength(change.before?.photos);
      counts.notes += listLength(change.after?.updateNotes) - listLength(change.before?.updateNotes);
    }
    return counts;
  }
  return undefined;
}
