import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A catalogue of the app: `src/i18n/{language}/{area}.json`, flat keys to ICU messages. */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/][a-z]{2}[\\/][\w-]+\.json$/;
const PREFIX = '\0icu-catalogue:';
const PARSER = '@formatjs/icu-messageformat-parser';
const FORMATTER = 'intl-messageformat';

/**
 * Compiles the app's message catalogues when they are imported, so that no browser downloads a message parser:
 * a message without arguments becomes its text, any other its ICU syntax tree, which `intl-messageformat`
 * formats: a catalogue with such messages imports it, one without does not. A message that does not parse fails
 * the build, naming its file and key. `intl-messageformat` gets FormatJS's parser-less build (7 KB gzip less).
 */
export function icuCatalogues(): Plugin {
  return {
    name: 'lense:icu-catalogues',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === PARSER && importer?.includes(FORMATTER)) {
        return this.resolve(`${PARSER}/no-parser.js`, importer, { skipSelf: true });
      }
      // The formatter a compiled catalogue imports resolves from the catalogue's folder (the app's packages), not
      // from the root of whichever build loads it (Storybook's is the repository's).
      if (source === FORMATTER && importer?.startsWith(PREFIX)) {
        return this.resolve(source, `${importer.slice(PREFIX.length)}.json`, { skipSelf: true });
      }
      if (!source.endsWith('.json') || source.startsWith(PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      // The id must not end in '.json', or the bundler's JSON plugin parses the compiled module again.
      return resolved && CATALOGUE.test(resolved.id) ? PREFIX + resolved.id.slice(0, -'.json'.length) : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const messages = compileCatalogue(file, readFileSync(file, 'utf8'));
      const compiled = `export default ${JSON.stringify(messages)};`;
      if (Object.values(messages).every((message) => typeof message === 'string')) return compiled;
      // Only a catalogue with arguments brings the formatter, so a screen of plain texts never downloads it.
      const formatter = JSON.stringify(join(dirname(dirname(file)), 'formatter.ts'));
      return `import { IntlMessageFormat } from 'intl-messageformat';
import { provideFormatter } from ${formatter};
provideFormatter(IntlMessageFormat);
${compiled}`;
    },
  };
}

/** A catalogue's messages, each as its text or its syntax tree. */
export function compileCatalogue(file: string, json: string): Record<string, unknown> {
  const messages = JSON.parse(json) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        const tree = parse(message);
        if (tree.length === 0) return [key, ''];
        // A literal's value has ICU's quoting undone ("'{'" is "{").
        return [key, tree.length === 1 && tree[0]?.type === 0 ? tree[0].value : tree];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
}
