import { describe, expect, it } from 'vitest';
import { contactFieldNamed, contactFieldProblems } from '../../src/lib/forms/contactFields.ts';
import { emailAddressProblem } from '../../src/lib/forms/emailAddress.ts';
import { contactMessageSchema } from '../../src/lib/schemas/contactMessage.ts';

/**
 * The contact island checks its fields without zod; the server's schema applies the same rules. For
 * whatever the visitor can type, both must find the same fields wrong and say the same thing.
 */
const valid = { name: ' Ana ', email: 'ANA@example.org', subject: ' Hi ', message: ' Line one\n\tLine two ' };

function schemaProblems(fields: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of contactMessageSchema.safeParse(fields).error?.issues ?? []) {
    problems[String(issue.path[0])] ??= issue.message;
  }
  return problems;
}

describe('contactFieldProblems', () => {
  it.each<Partial<typeof valid>>([{}, { name: `  ${'a'.repeat(100)}  ` }, { email: ' ana@example.org ' }])(
    'finds nothing wrong with %j, which the schema accepts',
    (change) => {
      const fields = { ...valid, ...change };
      expect(contactMessageSchema.safeParse(fields).success).toBe(true);
      expect(contactFieldProblems(fields)).toEqual({});
    },
  );

  it.each<Partial<typeof valid>>([
    { name: '  ' },
    { name: 'a'.repeat(101) },
    { name: 'Ana\nBcc: x@example.org' },
    { email: '' },
    { email: 'ana@example' },
    { email: `${'a'.repeat(250)}@example.org` },
    { subject: 's'.repeat(201) },
    { subject: 'Hi\u0007' },
    { message: 'm'.repeat(5001) },
    { message: 'bad \u001b[31m colour' },
    { message: 'bad \ud800 text' },
    { name: '', email: 'nope', subject: '', message: '' },
  ])('says what the schema says about %j', (change) => {
    const fields = { ...valid, ...change };
    expect(Object.keys(schemaProblems(fields))).not.toHaveLength(0);
    expect(contactFieldProblems(fields)).toEqual(schemaProblems(fields));
  });

  it('lists the problems in the order of the form, as the schema does', () => {
    const problems = contactFieldProblems({ name: '', email: '', subject: '', message: '' });
    expect(Object.keys(problems)).toEqual(['name', 'email', 'subject', 'message']);
  });
});

describe('emailAddressProblem', () => {
  it.each<[string, ReturnType<typeof emailAddressProblem>]>([
    ['', 'required'],
    [`${'a'.repeat(250)}@example.org`, 'tooLong'],
    ['ana@example', 'invalid'],
    ['ana@example.org', undefined],
  ])('%j → %s', (address, problem) => {
    expect(emailAddressProblem(address)).toBe(problem);
  });
});

describe('contactFieldNamed', () => {
  it('takes a refusal’s field when it is one of the form’s, and nothing else', () => {
    for (const name of ['name', 'email', 'subject', 'message']) expect(contactFieldNamed(name)).toBe(name);
    expect(contactFieldNamed('website')).toBeUndefined();
    expect(contactFieldNamed(undefined)).toBeUndefined();
  });
});
