import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import english from './en/errors.json';

// The API answers in English; the app shows a refusal in the reader's language when the errors catalogue
// knows its English (`useErrorText`). This reads the API's source for every `HttpError` it can throw and
// fails on a text the catalogue does not know, so a new refusal cannot reach a Kiswahili reader in English.

const apiSource = join(import.meta.dirname, '../../../api/src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

const files = sourceFiles(apiSource).map((path) => ({
  name: relative(apiSource, path),
  text: readFileSync(path, 'utf8'),
}));

const STRING = /'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g;
const unquote = (match: RegExpMatchArray) => (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');

const CONSTANT = /const ([A-Z][A-Z0-9_]+) =\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\d[\d_]*);/g;

/** A file's own `const NAME = 'text'` (or a number), which its code means by NAME. */
const constantsOf = (text: string) =>
  new Map(
    [...text.matchAll(CONSTANT)].map((match) => {
      const literal = [...match[2]!.matchAll(STRING)][0];
      return [match[1]!, literal ? unquote(literal) : match[2]!.replaceAll('_', '')] as const;
    }),
  );

/** Each file's constants, by its path under the API's source. */
const ownConstants = new Map(files.map(({ name, text }) => [name, constantsOf(text)]));

const textOf = new Map(files.map(({ name, text }) => [name, text]));

/** The constant `constant` as the file `name` sees it: its own, else where it imports or re-exports it from. */
function constantIn(name: string, constant: string, depth = 0): string | undefined {
  const own = ownConstants.get(name)?.get(constant);
  if (own !== undefined || depth > 5) return own;
  for (const match of (textOf.get(name) ?? '').matchAll(/(?:import|export) \{([^}]+)\} from '(\.[^']+)'/g)) {
    const names = match[1]!.split(',').map((part) => part.replace(/^\s*type\s+/, '').trim());
    if (names.includes(constant)) return constantIn(join(dirname(name), match[2]!), constant, depth + 1);
  }
  return undefined;
}

/** The constants a file names, as it sees them. */
const constantsSeenBy = (name: string, text: string) =>
  new Map(
    [...new Set(text.match(/\b[A-Z][A-Z0-9_]+\b/g))].flatMap((constant) => {
      const value = constantIn(name, constant);
      return value === undefined ? [] : [[constant, value] as const];
    }),
  );

/** A constant the list below names, wherever the API defines it (every such name means one text). */
const constantNamed = (constant: string) =>
  [...ownConstants.values()].map((constants) => constants.get(constant)).find((text) => text !== undefined);

/** The argument that follows `opening` up to its closing paren, each time `opening` occurs. */
function argumentsAfter(text: string, opening: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(opening)) {
    let depth = 1;
    let end = match.index + match[0].length;
    for (; end < text.length && depth > 0; end++) {
      if (text[end] === '(') depth++;
      if (text[end] === ')') depth--;
    }
    found.push(text.slice(match.index + match[0].length, end - 1).replace(/,\s*\{[^}]*\}\s*$/, ''));
  }
  return found;
}

/**
 * The texts an argument can be, or null when it is made at run time: a string, a constant, a template of
 * constants, or a condition choosing between strings.
 */
function textsOf(argument: string, own: Map<string, string>): string[] | null {
  const expression = argument.trim();
  if (/^[A-Z][A-Z0-9_]+$/.test(expression)) {
    const text = own.get(expression);
    return text === undefined ? null : [text];
  }
  if (/^`[^`]*`$/.test(expression)) {
    const names = [...expression.matchAll(/\$\{([^}]+)\}/g)].map((match) => match[1]!);
    if (!names.every((name) => own.get(name) !== undefined)) return null;
    return [expression.slice(1, -1).replace(/\$\{([^}]+)\}/g, (_, name: string) => own.get(name)!)];
  }
  // A choice (`a ? 'x' : 'y'`): the strings it chooses between, not the ones it compares.
  const strings = [...expression.matchAll(STRING)].filter(
    (match) => !expression.includes('?') || /[?:]\s*$/.test(expression.slice(0, match.index)),
  );
  const rest = strings.reduce((left, match) => left.replace(match[0], ''), expression);
  if (strings.length === 0 || /[\w`]/.test(rest.replace(/^[^?]*\?/, '').replace(/[?:]/g, ''))) return null;
  return strings.map(unquote);
}

/**
 * Messages made at run time, where they are made, and the constants or texts they can be. A new one fails
 * the first test until it is listed here, so its texts are checked like the others.
 */
const MADE_AT_RUN_TIME: Record<string, readonly string[]> = {
  // A guest link turned off or past its date (`closedReason`).
  'guests/guest-links.ts closed': ['LINK_REVOKED', 'LINK_EXPIRED'],
  'guests/guest-quota.ts closed': ['LINK_REVOKED', 'LINK_EXPIRED'],
  'uploads/completion.ts closed': ['LINK_REVOKED', 'LINK_EXPIRED'],
  // Why a stored image was refused (`refusalMessage`).
  'uploads/completion.ts refusalMessage(whole.reason)': [
    'UNDECODABLE_IMAGE',
    'TOO_MANY_PIXELS',
    'TOO_MANY_FRAMES',
    'TOO_COMPRESSED',
    'INVALID_UPLOAD',
  ],
  'uploads/completion.ts refusalMessage(check.reason)': ['UNDECODABLE_IMAGE', 'INVALID_UPLOAD'],
  // A banner's, an icon's or a watermark's upload that is not the owner's (`publishOwnUpload`'s callers).
  'uploads/completion.ts notFound': ['watermark not found', 'invalid banner url', 'invalid icon url'],
  // A banner or an icon (`MediaKind`).
  'sites/own-site-images.ts `${kind} not found`': ['banner not found', 'icon not found'],
  'sites/shown-site-image.ts `${kind} not found`': ['banner not found', 'icon not found'],
  'sites/site-image.ts `${kind} not found`': ['banner not found', 'icon not found'],
  'sites/own-site-images.ts `${NOT_YOURS} ${kind}`': [
    'You are not allowed to change this banner',
    'You are not allowed to change this icon',
  ],
  // Ownership of a space: what the caller tried, in its words (`ownedSpace`'s callers).
  'spaces/space.ts refusal': ['NOT_OWNER', 'NOT_YOUR_SPACE'],
  // A body field's own message (`FieldRule`s), and a malformed key (`rejectMalformedKey`'s callers).
  'http/validation.ts rule.message': ['INVALID_COLLECTION_NAME', 'INVALID_SITE_NAME', 'invalid banner url'],
  'http/validation.ts message': ['LINK_NOT_FOUND'],
  // Never shown: a server fault found by the tests, answered as an internal error.
  'changes/request-changes.ts `${UNDECLARED_WRITE}: ${route}`': [],
};

const textOfListed = (entry: string) => constantNamed(entry) ?? entry;

describe("the API's refusals", () => {
  const texts = new Set<string>();
  const madeAtRunTime: string[] = [];
  for (const { name, text } of files) {
    const own = constantsSeenBy(name, text);
    for (const argument of argumentsAfter(text, /new HttpError\(\s*[\w.]+\s*,/g)) {
      const found = textsOf(argument, own);
      if (found) for (const message of found) texts.add(message);
      else madeAtRunTime.push(`${name} ${argument.trim()}`);
    }
  }

  it('are each found in the source, or listed with the texts they are made of', () => {
    expect(texts.size).toBeGreaterThan(60);
    expect([...new Set(madeAtRunTime)].sort()).toEqual(Object.keys(MADE_AT_RUN_TIME).sort());
    for (const listed of Object.values(MADE_AT_RUN_TIME).flat())
      if (/^[A-Z][A-Z0-9_]+$/.test(listed)) expect(constantNamed(listed), listed).toBeDefined();
  });

  it("are each known to the errors catalogue, so they are shown in the reader's language", () => {
    const known = new Set(Object.values(english));
    const all = [...texts, ...Object.values(MADE_AT_RUN_TIME).flat().map(textOfListed)];
    expect([...new Set(all)].filter((text) => !known.has(text)).sort()).toEqual([]);
  });
});
