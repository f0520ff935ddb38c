// Stands in for `cookie` and `set-cookie-parser` in the browser bundles. react-router imports
// them only for its server runtime (createCookie, session storage, merging Set-Cookie headers),
// which a single-page app never runs; react-router-dom is shared whole across the federated apps,
// so without this they were part of every page's start-up code, the login page's included.
const serverOnly = (name) => () => {
  throw new Error(`${name} is part of react-router's server runtime, not of this browser app`);
};

export const parse = serverOnly('cookie.parse');
export const serialize = serverOnly('cookie.serialize');
export const splitCookiesString = serverOnly('set-cookie-parser');
