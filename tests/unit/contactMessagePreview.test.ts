import { describe, expect, it } from 'vitest';
import { messagePreview, replyHref } from '../../src/lib/forms/contactMessages.ts';

describe('messagePreview', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('Hello\n\n  there')).toBe('Hello there');
  });

  it('cuts a long message at a word, with an ellipsis', () => {
    const preview = messagePreview(`${'word '.repeat(40)}end`);
    expect(preview.endsWith('word…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(91);
  });
});

describe('replyHref', () => {
  it('answers the sender with "Re: subject", encoded', () => {
    expect(replyHref({ email: 'ada@example.org', subject: 'Snails & moss?' })).toBe(
      'mailto:ada@example.org?subject=Re%3A%20Snails%20%26%20moss%3F',
    );
  });

  it('does not stack "Re:" on a subject that already has one', () => {
    expect(replyHref({ email: 'ada@example.org', subject: 're: jars' })).toBe(
      'mailto:ada@example.org?subject=re%3A%20jars',
    );
  });
});
