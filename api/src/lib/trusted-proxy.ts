import proxyAddr from '@fastify/proxy-addr';

/**
 * Fastify's `trustProxy` for one proxy in front of the API: the client's address is the last one
 * in X-Forwarded-For, and only when the peer is that proxy (`loopback`, or addresses/subnets, comma
 * separated). Fastify's own list form walks on through every trusted address, so a client on the
 * proxy's machine could name any address it likes after its own; this stops at the first hop.
 */
export function trustOneProxy(proxies: string): (address: string, hop: number) => boolean {
  const trusted = proxyAddr.compile(proxies.split(',').map((entry) => entry.trim()));
  return (address, hop) => hop === 0 && trusted(address, hop);
}
