import proxyAddr from '@fastify/proxy-addr';

/**
 * Fastify's `trustProxy` for one TLS proxy or load balancer in front of the host's server: the
 * browser's address is the last `X-Forwarded-For` entry, believed only when the peer is that proxy.
 * It stops at the first hop (the API's TRUST_PROXY does the same): Fastify's list form walks on
 * through every trusted address, so a client on the proxy's own machine could name any address
 * after its own.
 * @param {string | undefined} setting  `loopback`, addresses or subnets (comma-separated), or
 *        `false`; unset or empty trusts nobody, so the peer itself is the client
 * @returns {false | ((address: string, hop: number) => boolean)}
 */
export function trustOneProxy(setting, name = 'HOST_TRUST_PROXY') {
  const value = setting?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  let trusted;
  try {
    trusted = proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
  } catch {
    throw new Error(
      `${name} must be loopback, addresses or subnets (comma-separated), or false, got "${setting}"`,
    );
  }
  return (address, hop) => hop === 0 && trusted(address, hop);
}

/** Reads HOST_TRUST_PROXY: who may name the browser's address to the host's server. */
export const trustProxyFromEnv = (env = process.env) => trustOneProxy(env.HOST_TRUST_PROXY);
