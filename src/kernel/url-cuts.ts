// The characters a WHATWG URL parser (fetch, Node's `new URL`) and Python's urllib delete anywhere in a
// URL before reading it: `http://ev<TAB>il.com` is a URL to evil.com. gate reads a text both cut there
// (as a shell or a reader splits it) and joined (as the URL parser does), and holds either reading.

export const URL_CUT = /[\t\n\r]/;
const URL_CUTS = /[\t\n\r]/g;

/** The text as a URL parser reads it: every tab, line feed and carriage return deleted. */
export function joinUrlCuts(text: string): string {
  return text.replace(URL_CUTS, '');
}
