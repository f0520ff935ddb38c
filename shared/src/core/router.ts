/**
 * The router, as the host and every remote use it: one copy on the page, shared through
 * @spotter/shared. react-router-dom itself is not a federation shared module, because a shared
 * module arrives whole (all of react-router's 190 KB minified, server rendering included, parsed
 * and run on every start); re-exported from here, the build keeps only what the app uses (about
 * 90 KB). Screens import these from '@spotter/shared' (an ESLint rule says so): a remote importing
 * react-router-dom directly would get a router of its own, outside the host's.
 */
export {
  createBrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
