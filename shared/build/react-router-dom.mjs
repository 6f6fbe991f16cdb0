// What the front ends import from 'react-router-dom' (the build aliases that name here).
//
// react-router-dom is shared across remotes as a singleton, and a shared module keeps
// every export: sharing the package itself put all of react-router 7 on the first load,
// its server runtime, cookies and sessions included (61 KB gzip). Shared through this
// list, only the browser routing the screens use is built in (react-router is free of
// side effects, so the rest is dropped).
//
// A name used in a front end but missing here fails the build-config test
// (slim-shared-modules.test.cjs), never the browser.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
