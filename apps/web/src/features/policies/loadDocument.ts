/** The policy documents shipped with the app. */
export type PolicyDocument = 'privacy' | 'terms';

const sources: Record<PolicyDocument, () => Promise<{ default: string }>> = {
  privacy: () => import('./documents/privacy.md?raw'),
  terms: () => import('./documents/terms.md?raw'),
};

/** Loads a policy document and renders its markdown to HTML (markdown renderer loaded on demand). */
export async function loadPolicyHtml(document: PolicyDocument): Promise<string> {
  const [{ default: markdown }, { marked }] = await Promise.all([sources[document](), import('marked')]);
  return marked.parse(markdown, { async: false });
}
