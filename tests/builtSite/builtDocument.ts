import { DomUtils, parseDocument } from 'htmlparser2';
import { readBuilt } from './builtFiles.ts';

/**
 * A built page read as a tree, and the few questions the built-site checks ask of it: elements by
 * tag, attribute or id, their text as a reader gets it, and a link's or a control's name.
 */
export type BuiltNode = ReturnType<typeof parseDocument>;
export type BuiltElement = ReturnType<typeof DomUtils.findAll>[number];

/** The built page `file` ('index.html', 'contact/sent.html'), parsed. */
export function builtDocument(file: string): BuiltNode {
  return parseDocument(readBuilt(file));
}

/** Every element under `root`, in document order, that `test` accepts. */
export function findAll(root: BuiltNode | BuiltElement, test: (element: BuiltElement) => boolean): BuiltElement[] {
  return DomUtils.findAll(test, [root]);
}

/** The first element under `root` that `test` accepts; a check that finds none fails here, naming `what`. */
export function findOne(
  root: BuiltNode | BuiltElement,
  test: (element: BuiltElement) => boolean,
  what: string,
): BuiltElement {
  const found = DomUtils.findOne(test, [root]);
  if (!found) throw new Error(`No ${what} in the built page`);
  return found;
}

/** Elements of one of `names` ('h2', 'a'…), optionally with each of `attributes` as given (true: present). */
export function tag(names: string | string[], attributes: Record<string, string | true> = {}) {
  const wanted = typeof names === 'string' ? [names] : names;
  return (element: BuiltElement) =>
    wanted.includes(element.name) &&
    Object.entries(attributes).every(([name, value]) =>
      value === true ? name in element.attribs : element.attribs[name] === value,
    );
}

/** Elements whose class list holds `name` (a test hook such as 'species-card'). */
export function byClass(name: string) {
  return (element: BuiltElement) => (element.attribs.class ?? '').split(/\s+/).includes(name);
}

/** The element's own child elements, without its text. */
export function childElements(element: BuiltElement): BuiltElement[] {
  return element.children.filter((child): child is BuiltElement => DomUtils.isTag(child));
}

export function byId(root: BuiltNode, id: string): BuiltElement {
  return findOne(root, (element) => element.attribs.id === id, `element #${id}`);
}

/** What a reader gets of the element's text: its characters, with runs of white space made one space. */
export function textOf(node: BuiltNode | BuiltElement): string {
  return DomUtils.textContent(node).replace(/\s+/g, ' ').trim();
}

/** The name assistive technology gives a link or a control: aria-label, else what it says. */
export function accessibleName(element: BuiltElement): string {
  return element.attribs['aria-label'] ?? textOf(element);
}

/** The content of the page's `<meta property="…">` (Open Graph); it must be there. */
export function metaProperty(root: BuiltNode, property: string): string | undefined {
  return findOne(root, tag('meta', { property }), `meta ${property}`).attribs.content;
}

/** The content of the page's `<meta name="…">`, or undefined. */
export function metaContent(root: BuiltNode, name: string): string | undefined {
  return DomUtils.findOne(tag('meta', { name }), [root])?.attribs.content;
}
