import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutgoingEmail } from '../../../src/server/mail/outgoingEmail.ts';
import { findInOutbox, writeToOutbox } from '../../../src/server/mail/outbox.ts';

const welcome: OutgoingEmail = {
  kind: 'welcome',
  reference: 'subscriber 12',
  to: 'reader@example.org',
  subject: 'Welcome to the Closed Biomes newsletter',
  html: `<p>${'Moss and springtails. '.repeat(400)}</p>`,
  text: 'Moss and springtails. '.repeat(400),
  idempotencyKey: 'welcome-12',
};

/** writeFileSync as a disk that fills up halfway through a file: half the bytes land, then ENOSPC. */
function diskFillingHalfwayThrough(realWrite: typeof fs.writeFileSync, failOn: RegExp): typeof fs.writeFileSync {
  return ((file: fs.PathOrFileDescriptor, data: string | NodeJS.ArrayBufferView, options?: fs.WriteFileOptions) => {
    if (typeof file === 'string' && failOn.test(file) && typeof data === 'string') {
      realWrite(file, data.slice(0, data.length / 2), options);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    realWrite(file, data, options);
  }) as typeof fs.writeFileSync;
}

describe('the local outbox', () => {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  afterEach(() => {
    vi.restoreAllMocks();
    for (const file of fs.readdirSync(outboxDir)) fs.rmSync(path.join(outboxDir, file));
  });

  it('writes a mail as its envelope and its HTML, and nothing else', () => {
    const envelopeFile = writeToOutbox(outboxDir, 'Closed Biomes <hello@closedbiomes.example>', welcome);
    expect(JSON.parse(fs.readFileSync(envelopeFile, 'utf8'))).toMatchObject({ to: welcome.to, text: welcome.text });
    expect(fs.readFileSync(envelopeFile.replace(/\.json$/, '.html'), 'utf8')).toBe(welcome.html);
    expect(fs.readdirSync(outboxDir)).toHaveLength(2);
  });

  // Seen failing before the files were written whole: a browser test read a welcome mail's .json
  // while the server was still writing it ("Unexpected end of JSON input"); here half a .json stayed.
  it('never shows a reader half an envelope: a disk full mid-write leaves no mail at all', () => {
    const realWrite = fs.writeFileSync;
    vi.spyOn(fs, 'writeFileSync').mockImplementation(diskFillingHalfwayThrough(realWrite, /\.json/));
    expect(() => writeToOutbox(outboxDir, 'hello@closedbiomes.example', welcome)).toThrow(/ENOSPC/);
    expect(fs.readdirSync(outboxDir)).toEqual([]);
  });

  it('leaves no half HTML body either', () => {
    const realWrite = fs.writeFileSync;
    vi.spyOn(fs, 'writeFileSync').mockImplementation(diskFillingHalfwayThrough(realWrite, /\.html/));
    expect(() => writeToOutbox(outboxDir, 'hello@closedbiomes.example', welcome)).toThrow(/ENOSPC/);
    expect(fs.readdirSync(outboxDir)).toEqual([]);
  });

  it('finds a mail again by its kind, its row and its idempotency key, and no other', () => {
    const issueMail: OutgoingEmail = {
      ...welcome,
      kind: 'newsletter-issue',
      reference: 'subscriber 12',
      idempotencyKey: 'newsletter-3/subscriber-12',
    };
    expect(findInOutbox(outboxDir, 'newsletter-issue', 12, issueMail.idempotencyKey)).toBeUndefined();
    const file = writeToOutbox(outboxDir, 'hello@closedbiomes.example', issueMail);
    writeToOutbox(outboxDir, 'hello@closedbiomes.example', {
      ...issueMail,
      idempotencyKey: 'newsletter-4/subscriber-12',
    });
    writeToOutbox(outboxDir, 'hello@closedbiomes.example', welcome);
    expect(findInOutbox(outboxDir, 'newsletter-issue', 12, 'newsletter-3/subscriber-12')).toBe(file);
    expect(findInOutbox(outboxDir, 'newsletter-issue', 12, 'newsletter-5/subscriber-12')).toBeUndefined();
    expect(findInOutbox(outboxDir, 'newsletter-issue', 13, 'newsletter-3/subscriber-12')).toBeUndefined();
    expect(
      findInOutbox(path.join(outboxDir, 'none'), 'newsletter-issue', 12, 'newsletter-3/subscriber-12'),
    ).toBeUndefined();
  });
});
