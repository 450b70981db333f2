/**
 * Names for load-tool benchmarks: the request a load tool sent, as method + path, without scheme,
 * user info, host or port, so that a server on a random port gives the same names on base and
 * head (`http://127.0.0.1:41234/api/items` → `GET /api/items`).
 *
 * The query string is kept (`GET /search?q=x`): it is part of what the server is asked and two
 * queries of one path can be two different loads; a query that changes every run (a cache
 * buster) is better given a name (`--name`, the tool's own name or title). The fragment is
 * dropped (it is never sent). A bare host gives `/`. Text that is not a URL is returned as it is
 * (trimmed), with the method in front when one is given.
 */

const URL_LIKE = /^([a-z][a-z0-9+.-]*:)?\/\/[^/?#]*([^#]*)(#.*)?$/i;

/** The path and query of a URL ("/" when it has none); the text itself when it is not a URL. */
export function requestPath(url: string): string {
  const t = url.trim();
  const m = URL_LIKE.exec(t);
  if (!m) return t;
  const rest = m[2];
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** `METHOD /path?query` for a request; the method upper-cased, GET when the tool's default. */
export function requestName(method: string, url: string): string {
  const path = requestPath(url);
  const m = method.trim().toUpperCase();
  return m === '' ? path : `${m} ${path}`;
}
