// A strict little XML reader for tests that parse a feed back: elements, attributes in quotes,
// text with the five named entities and numeric references, a prolog and comments. Anything
// malformed (a tag closed out of order, a bare `<` or `&` in text, text outside the root, a
// character XML 1.0 cannot carry) throws, so a writer that escapes badly fails the test.

export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTER = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

function unescape(raw: string, where: number): string {
  if (/[<]/.test(raw)) throw new Error(`a bare < near offset ${where}`);
  return raw.replace(/&([^;]*);|&/g, (match, entity: string | undefined) => {
    if (entity === undefined) throw new Error(`a bare & near offset ${where}`);
    if (entity in NAMED) return NAMED[entity]!;
    const code = /^#x([0-9a-f]+)$/i.exec(entity)?.[1] ?? /^#(\d+)$/.exec(entity)?.[1];
    if (!code) throw new Error(`an unknown entity &${entity}; near offset ${where}`);
    return String.fromCodePoint(Number.parseInt(code, entity.startsWith('#x') ? 16 : 10));
  });
}

export function parseXml(source: string): XmlElement {
  if (NOT_XML_CHARACTER.test(source)) throw new Error('a character XML 1.0 does not allow');
  const body = source.replace(/^\uFEFF?<\?xml[^?]*\?>/, '').replace(/<!--[\s\S]*?-->/g, '');
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*\s*=\s*"[^"]*")*)\s*(\/?)>/g;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let at = 0;
  for (let match = tag.exec(body); match; match = tag.exec(body)) {
    const between = body.slice(at, match.index);
    const parent = stack.at(-1);
    if (parent) parent.text += unescape(between, at);
    else if (between.trim()) throw new Error(`text outside the root near offset ${at}`);
    at = tag.lastIndex;
    const [, closing, name, attributeText, selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of attributeText!.matchAll(/([A-Za-z_][\w.-]*)\s*=\s*"([^"]*)"/g)) {
      if (key! in attributes) throw new Error(`attribute ${key} twice on <${name}>`);
      attributes[key!] = unescape(value!, match.index);
    }
    const element: XmlElement = { name: name!, attributes, children: [], text: '' };
    if (parent) parent.children.push(element);
    else if (root) throw new Error('a second root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (body.slice(at).trim()) throw new Error('text after the root element');
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The text of a child element, or undefined when there is none of that name. */
export const childText = (element: XmlElement, name: string) =>
  element.children.find((child) => child.name === name)?.text;
