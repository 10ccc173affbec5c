// What the frontends share as `react-router-dom` (issue 10). A shared module is bundled whole,
// because any remote may ask it for any export; react-router 7 whole is ~53 KB of brotli, mostly
// data routers and server rendering no screen here uses. Sharing this list instead lets webpack
// drop the rest, and it is still one router (a singleton) for every remote.
// An export missing here is `undefined` at run time: shell/src/shared-slices.test.ts fails when a
// frontend imports one, so add it here.
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router';
