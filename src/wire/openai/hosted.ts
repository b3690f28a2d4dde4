// The chat wire's provider-run tools: `web_search_options` (the search models search the web themselves)
// and any `tools` entry that is not the client's own function or custom tool, judged before the request
// goes upstream; and the `url_citation` annotations that show what a search found, read as an untrusted
// result (docs/wires.md, "Tools the provider runs").
import { type HostedDeclaration, type HostedResult, hostedName, hostedText } from '../shared/hosted.js';
import { isObject } from '../shared/json.js';

/** Tool types whose calls come back to the client as `tool_calls` gate judges. */
const CLIENT_RUN = new Set(['function', 'custom']);

export function hostedDeclarations(tools: unknown, webSearch: unknown): HostedDeclaration[] {
  const out: HostedDeclaration[] = [];
  if (Array.isArray(tools)) {
    for (const [i, entry] of tools.entries()) {
      const type = isObject(entry) ? entry['type'] : undefined;
      if (typeof type === 'string' && CLIENT_RUN.has(type)) continue;
      out.push({ at: `tools[${i}]`, type, tool: typeof type === 'string' ? hostedName(type) : undefined });
    }
  } else if (tools !== undefined && tools !== null)
    out.push({ at: 'tools', type: undefined, tool: undefined });
  if (webSearch !== undefined && webSearch !== null)
    out.push({ at: 'web_search_options', type: 'web_search', tool: hostedName('web_search') });
  return out;
}

/** A message's (or a delta's) web-search citations: what the search found, as the model cites it. */
export function fetchedIn(message: unknown, id: string): HostedResult[] {
  const annotations = isObject(message) ? message['annotations'] : undefined;
  if (!Array.isArray(annotations)) return [];
  const content = hostedText(annotations.filter((a) => isObject(a) && a['type'] === 'url_citation'));
  return content === '' ? [] : [{ id, tool: hostedName('web_search'), content }];
}
