// Module resolution hooks (node:module register) that make hot reload cover a plugin's whole
// folder. The loader imports a plugin's entry as `index.js?plugin-version=<token>&plugin-root=<dir>`;
// these hooks give every relative import inside that folder the same query, so an edited
// helper file is a new module too, not the copy Node cached when the folder was first loaded.
// Imports that leave the folder or go into node_modules keep their plain URL.

interface ResolveContext {
  parentURL?: string;
}
type NextResolve = (specifier: string, context: ResolveContext) => Promise<{ url: string; format?: string | null; shortCircuit?: boolean }>;

export async function resolve(specifier: string, context: ResolveContext, next: NextResolve): Promise<{ url: string; format?: string | null; shortCircuit?: boolean }> {
  const result = await next(specifier, context);
  const parent = context.parentURL;
  if (!parent || !parent.includes('plugin-version=') || !result.url.startsWith('file:')) return result;
  const parentUrl = new URL(parent);
  const version = parentUrl.searchParams.get('plugin-version');
  const root = parentUrl.searchParams.get('plugin-root');
  if (!version || !root) return result;
  const child = new URL(result.url);
  if (child.search || !child.pathname.startsWith(root.endsWith('/') ? root : `${root}/`) || child.pathname.includes('/node_modules/')) return result;
  child.searchParams.set('plugin-version', version);
  child.searchParams.set('plugin-root', root);
  return { ...result, url: child.href };
}
