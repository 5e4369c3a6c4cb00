/** One chunk of Vite's build manifest (`build.manifest`): its file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Vite's build manifest: chunks by their source (or `_`-prefixed shared chunk) name. */
export type ViteManifest = Record<string, ManifestChunk>;

/** The files of `name` and of everything it imports, depth first, each once. */
function closure(manifest: ViteManifest, name: string, seen = new Set<string>(), files: string[] = []) {
  if (seen.has(name)) return files;
  seen.add(name);
  const chunk = manifest[name];
  if (!chunk) return files;
  files.push(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen, files);
  return files;
}

/**
 * The files a lazily loaded module of the app needs beyond what the page's entry already loads (the entry
 * preloads its own imports), for a page to preload its route's code with its HTML instead of after running
 * the entry. Empty for a module the manifest does not know.
 */
export function routeChunkFiles(manifest: ViteManifest, modules: readonly string[]): string[] {
  const loaded = new Set(closure(manifest, 'index.html'));
  const files = modules.flatMap((module) => closure(manifest, module));
  return [...new Set(files)].filter((file) => !loaded.has(file));
}
