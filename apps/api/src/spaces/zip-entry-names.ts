/** A file name split at its extension's dot: `IMG_1.jpg` is `IMG_1` and `.jpg`; a name without one has ''. */
function splitExtension(name: string): [stem: string, extension: string] {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
}

/** `name` with `extension` (no dot) added when it has no extension of its own. */
export const withExtension = (name: string, extension: string): string =>
  splitExtension(name)[1] ? name : `${name}.${extension}`;

/**
 * Makes a zip's entry names unique as they are added: a name met again gets ` (2)`, ` (3)`… before its
 * extension, as file managers do. Names are compared ignoring case, since the zip may be unpacked on a disk
 * that does (Windows, macOS).
 */
export function uniqueEntryNames(): (name: string) => string {
  const taken = new Set<string>();
  const next = new Map<string, number>();
  return (name) => {
    const key = name.toLowerCase();
    if (!taken.has(key)) {
      taken.add(key);
      return name;
    }
    const [stem, extension] = splitExtension(name);
    let n = next.get(key) ?? 2;
    let candidate = `${stem} (${n})${extension}`;
    while (taken.has(candidate.toLowerCase())) {
      n += 1;
      candidate = `${stem} (${n})${extension}`;
    }
    next.set(key, n + 1);
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
