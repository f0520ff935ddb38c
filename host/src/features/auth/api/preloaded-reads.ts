/**
 * The host's server sends each page with its first API reads preloaded (host/server/host-page.mjs),
 * and the browser keeps each preloaded answer until a fetch of the same URL takes it. Loaded while
 * the account still had to choose its password, those reads were refused, and nothing read them
 * since (only "Choose a new password" was shown): the page opening next would be given the
 * refusal ("The dashboard could not be loaded."). Taking them, unread, lets that page read afresh.
 */
export async function discardPreloadedReads(doc: Document = document): Promise<void> {
  const links = doc.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="fetch"][crossorigin="use-credentials"]',
  );
  await Promise.all(
    Array.from(links, (link) =>
      // The same request as the preload (its URL, CORS, with credentials), or it is not matched.
      fetch(link.getAttribute('href')!, { credentials: 'include' }).then(
        (response) => response.body?.cancel(),
        () => undefined,
      ),
    ),
  );
}
