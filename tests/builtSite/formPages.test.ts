import { describe, expect, it } from 'vitest';
import {
  accessibleName,
  builtDocument,
  byId,
  findAll,
  findOne,
  metaContent,
  tag,
  textOf,
  type BuiltNode,
} from './builtDocument.ts';
import { builtPages, readBuilt } from './builtFiles.ts';

/**
 * The visitor forms and the pages a form post leads to, as the build wrote them. The forms are real
 * forms the browser posts itself before hydration and without JavaScript (tests/e2e/forms.noJs.spec.ts
 * posts them); the function answers such a post with a 303 to an outcome page (tests/integration/
 * newsletter.test.ts and contact.test.ts), which is a page of the site saying what happened, never
 * indexed. The texts are requirements §5 and §8's, written out here.
 */
const outcomePages = builtPages().filter((page) => /^(newsletter|contact)\//.test(page));

/** The page's one heading and what its main part says. */
const message = (page: BuiltNode) => ({
  heading: findAll(page, tag('h1')).map(textOf),
  text: textOf(findOne(page, tag('main'), 'main')),
});

describe('visitor forms', () => {
  const forms = [
    {
      file: 'index.html',
      name: 'Stay in the loop',
      action: '/api/newsletter/subscribe?form=home',
      button: 'Subscribe',
    },
    {
      file: 'resources.html',
      name: 'Get new resources by e-mail',
      action: '/api/newsletter/subscribe?form=resources',
      button: 'Subscribe',
    },
    {
      file: 'coming-soon.html',
      name: 'Get Updates on Our Launch',
      action: '/api/newsletter/subscribe?form=coming-soon',
      button: 'Subscribe',
    },
    { file: 'index.html', name: 'Share Your Thoughts', action: '/api/contact', button: 'Send Message' },
  ];

  it.each(forms)('$name on $file is a real form: a live button, an action of its own, the POST method', (form) => {
    const page = builtDocument(form.file);
    const found = findOne(
      page,
      (element) =>
        element.name === 'form' &&
        element.attribs['aria-labelledby'] !== undefined &&
        textOf(byId(page, element.attribs['aria-labelledby'])) === form.name,
      `form "${form.name}"`,
    );
    expect(found.attribs).toMatchObject({ method: 'post', action: form.action });
    const buttons = findAll(found, tag('button'));
    expect(buttons.map((button) => [accessibleName(button), button.attribs.type ?? 'submit'])).toEqual([
      [form.button, 'submit'],
    ]);
    expect(buttons[0]!.attribs).not.toHaveProperty('disabled');
  });

  // Until an island checks the address itself, the browser does: a blank or malformed address stays in the form.
  it.each(forms.filter((form) => form.button === 'Subscribe'))(
    '$name on $file lets the browser refuse a blank or malformed address before posting',
    (form) => {
      const page = builtDocument(form.file);
      const found = findOne(page, tag('form', { action: form.action }), `form "${form.name}"`);
      expect(found.attribs).not.toHaveProperty('novalidate');
      expect(findOne(found, tag('input', { name: 'email' }), 'its address').attribs).toMatchObject({
        type: 'email',
        required: '',
      });
    },
  );
});

describe('the pages a form post leads to', () => {
  it('are built for every block and outcome', () => {
    expect(outcomePages).toEqual(
      expect.arrayContaining([
        'contact/sent.html',
        'contact/missing-fields.html',
        'contact/too-many-requests.html',
        'newsletter/home/email-required.html',
        'newsletter/home/too-many-requests.html',
        'newsletter/coming-soon/subscribed.html',
        'newsletter/resources/invalid-email.html',
        'newsletter/unsubscribe.html',
        'newsletter/unsubscribe-link-invalid.html',
      ]),
    );
  });

  it.each(outcomePages)('%s is a page of the site with one heading, not indexed', (file) => {
    const page = builtDocument(file);
    expect(metaContent(page, 'robots')).toBe('noindex');
    expect(findAll(page, tag('header', { 'data-site-header': true }))).toHaveLength(1);
    expect(findAll(page, tag('footer'))).toHaveLength(1);
    expect(findAll(page, tag('h1'))).toHaveLength(1);
    expect(readBuilt(file)).not.toContain('{"message"');
  });

  // Without JavaScript the way back that keeps what was typed is the browser's own Back: a link cannot.
  it.each(outcomePages.filter((page) => /^(newsletter\/[^/]+|contact)\/(?!subscribed|sent)[^/]+\.html$/.test(page)))(
    '%s says that Back returns to the form with what was typed',
    (file) => {
      expect(message(builtDocument(file)).text).toMatch(
        /Your browser's Back button returns to the form with (the address|everything) you typed still in it\./,
      );
    },
  );

  it('are left out of a sitemap that lists the pages to index', () => {
    const sitemap = readBuilt('sitemap-0.xml');
    expect(sitemap).toContain('/resources<');
    expect(sitemap).not.toMatch(/\/(newsletter|contact)\//);
  });

  it.each([
    ['newsletter/home/email-required.html', 'Email required', 'Please enter your email address.'],
    [
      'newsletter/home/too-many-requests.html',
      'Subscription failed',
      'Too many requests. Please wait a few minutes and try again.',
    ],
    ['contact/missing-fields.html', 'Missing information', 'Please fill in all fields'],
    [
      'contact/too-many-requests.html',
      'Message failed to send',
      'Too many requests. Please wait a few minutes and try again.',
    ],
    ['newsletter/unsubscribe-link-invalid.html', 'Unsubscribe link not valid', 'This unsubscribe link is not valid.'],
  ])('%s says "%s": %s', (file, heading, text) => {
    const said = message(builtDocument(file));
    expect(said.heading).toEqual([heading]);
    expect(said.text).toContain(text);
  });
});
