import { SaxesParser } from 'saxes';

/** An element of a parsed document: its local name, namespace, attributes, children and text. */
export interface XmlElement {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses a whole XML document strictly (saxes, jsdom's own XML parser): anything not well-formed,
 * or a prefix bound to no namespace, throws. Answers the root element.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const open: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.local,
      uri: tag.uri,
      attributes: Object.fromEntries(
        Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value]),
      ),
      children: [],
      text: '',
    };
    const parent = open.at(-1);
    if (parent) parent.children.push(element);
    else root = element;
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  if (!root) throw new Error('The document has no root element');
  return root;
}

/** The named children of an element. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);

/** The text of an element's first child of that name, if it has one. */
export const childText = (element: XmlElement, name: string) =>
  childrenNamed(element, name)[0]?.text;
