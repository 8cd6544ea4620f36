import { describe, expect, it } from 'vitest';
import {
  emailAddressInputPattern,
  isValidEmailAddress,
  maxEmailAddressLength,
  normalizeEmailAddress,
} from '../../src/lib/forms/emailAddress.ts';
import { emailAddressField } from '../../src/lib/schemas/emailAddressField.ts';

// requirements §5: text, one at-sign, then a domain with at least one dot and a top-level part of two or more letters.
const addresses: [string, boolean, string][] = [
  ['ana@example.org', true, 'a plain address'],
  ['ana.lima+news@mail.example.co.uk', true, 'dots, plus and several domain labels'],
  ["o'brien@example.ie", true, 'an apostrophe, as real names have'],
  ['ANA@EXAMPLE.ORG', true, 'capitals'],
  ['a@b.co', true, 'the shortest sensible address'],
  ['anna@xn--caf-dma.example', true, 'a punycode label below the top level'],
  ['jürgen@müller.de', true, 'letters beyond ASCII before the top level'],
  ['ana@my-school.example', true, 'a hyphen in a label'],
  ['', false, 'nothing'],
  ['ana', false, 'no at-sign'],
  ['ana.example.org', false, 'no at-sign, only dots'],
  ['@example.org', false, 'nothing before the at-sign'],
  ['ana@', false, 'nothing after the at-sign'],
  ['ana@@example.org', false, 'two at-signs together'],
  ['ana@mail@example.org', false, 'two at-signs apart'],
  ['ana@example', false, 'no dot in the domain'],
  ['ana@example.c', false, 'a one-letter top level'],
  ['ana@example.c0m', false, 'a digit in the top level'],
  ['ana@example.123', false, 'a numeric top level'],
  ['ana@.example.org', false, 'an empty first label'],
  ['ana@example..org', false, 'an empty label between dots'],
  ['ana@example.org.', false, 'a trailing dot'],
  ['ana lima@example.org', false, 'a space'],
  [' ana@example.org', false, 'leading space (callers trim first)'],
  ['ana@example.org\n', false, 'a line break'],
  ['ana\u0000@example.org', false, 'a NUL'],
  ['ana\t@example.org', false, 'a tab'],
  ['<script>@example.org', false, 'markup'],
  ['"ana"@example.org', false, 'a quoted local part'],
  ["x';drop table subscribers;--@example.org", false, 'SQL'],
  ['ana@exa_mple.org', false, 'an underscore in the domain'],
  ['ana\ud800@example.org', false, 'a lone surrogate'],
  ['ana\u202E@example.org', false, 'a bidi override (category Cf), which shows the address reversed'],
  ['ana@exa\u202Emple.org', false, 'a bidi override in the domain'],
  ['a\u200Bna@example.org', false, 'a zero-width space (Cf)'],
  ['ana\u2066@example.org', false, 'a bidi isolate (Cf)'],
  ['\uFEFFana@example.org', false, 'a byte-order mark (Cf)'],
  ['an\u00ADa@example.org', false, 'a soft hyphen (Cf)'],
  ['ana\u0085@example.org', false, 'a C1 control (Cc)'],
  ['ana\u007F@example.org', false, 'DEL (Cc)'],
  ['ana\uE000@example.org', false, 'a private-use character (Co)'],
  ['ana@-x.com', false, 'a leading hyphen in a domain label'],
  ['ana@x-.com', false, 'a trailing hyphen in a domain label'],
  ['ana@mail.-x.com', false, 'a leading hyphen in an inner label'],
  ['ana@-.com', false, 'a label that is only a hyphen'],
  ['ana@x.-com', false, 'a hyphen before the top level'],
  ['ana@a.b.c..com', false, 'an empty inner label'],
  ['ana@x--y.example', true, 'hyphens inside a label (as punycode has)'],
  [`a@${'x'.repeat(63)}.${'x'.repeat(63)}.${'x'.repeat(63)}.${'y'.repeat(56)}.org`, true, '254 characters'],
  [`a@${'x'.repeat(63)}.${'x'.repeat(63)}.${'x'.repeat(63)}.${'y'.repeat(57)}.org`, false, '255 characters'],
  ['.a@x.com', false, 'a dot first in the local part'],
  ['a.@x.com', false, 'a dot last in the local part'],
  ['a..b@x.com', false, 'two dots together in the local part'],
  ['a.b.c@x.com', true, 'single dots between parts of the local part'],
  [`${'a'.repeat(64)}@x.com`, true, 'a local part of 64 characters'],
  [`${'a'.repeat(65)}@x.com`, false, 'a local part of 65 characters'],
  [`a@${'b'.repeat(63)}.com`, true, 'a domain label of 63 characters'],
  [`a@${'b'.repeat(64)}.com`, false, 'a domain label of 64 characters'],
  [`a@b.${'c'.repeat(64)}`, false, 'a top level of 64 letters'],
];

describe('isValidEmailAddress', () => {
  it.each(addresses)('%j → %s (%s)', (address, valid) => {
    expect(isValidEmailAddress(address)).toBe(valid);
  });
});

describe('emailAddressInputPattern', () => {
  // As the HTML standard compiles an input's pattern: anchored, in the 'v' mode. Beyond 254
  // characters the input's maxlength stops the typing first.
  const asBrowsersCompileIt = new RegExp(`^(?:${emailAddressInputPattern})$`, 'v');
  it.each(addresses.filter(([address]) => address.length <= maxEmailAddressLength))(
    'the browser judges %j as the server does: %s (%s)',
    (address, valid) => {
      expect(asBrowsersCompileIt.test(address)).toBe(valid);
    },
  );
});

describe('normalizeEmailAddress', () => {
  it('trims and lower-cases, so one person is one subscriber', () => {
    expect(normalizeEmailAddress('  Ana.Lima@Example.ORG \n')).toBe('ana.lima@example.org');
  });
});

describe('emailAddressField', () => {
  it('trims, checks and lower-cases', () => {
    expect(emailAddressField.parse('  Ana@Example.org ')).toBe('ana@example.org');
  });

  it.each<[unknown, string]>([
    [undefined, 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['ana@example', 'Please enter a valid email address.'],
    [42, 'The email address must be text.'],
    [null, 'The email address must be text.'],
    [`${'a'.repeat(250)}@example.org`, 'The email address can be at most 254 characters.'],
  ])('refuses %j with "%s" first', (input, message) => {
    const parsed = emailAddressField.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(message);
  });
});
