// What the shell provides as the shared 'react-router-dom': the package's client-side routing API,
// without server rendering, framework mode, RSC and the loader/action form APIs (Form, fetchers,
// Await) that Atlas does not use (data goes through @tanstack/react-query). A shared module cannot
// be tree-shaken by its users, so the whole package would cost every page ~30 KB gzipped more.
// Remotes import 'react-router-dom' as usual and receive this singleton; an API missing here is
// added here (shell/README.md).
export { RouterProvider } from 'react-router/dom';
export {
  BrowserRouter, IDLE_BLOCKER, IDLE_NAVIGATION, Link, MemoryRouter, NavLink, Navigate, NavigationType, Outlet, Route,
  Router, Routes, UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, UNSAFE_LocationContext,
  UNSAFE_NavigationContext, UNSAFE_RouteContext, createBrowserRouter, createMemoryRouter, createPath,
  createRoutesFromChildren, createRoutesFromElements, createSearchParams, generatePath, href, isRouteErrorResponse,
  matchPath, matchRoutes, parsePath, redirect, renderMatches, resolvePath, useBeforeUnload, useBlocker, useHref,
  useInRouterContext, useLinkClickHandler, useLocation, useMatch, useMatches, useNavigate, useNavigation,
  useNavigationType, useOutlet, useOutletContext, useParams, useResolvedPath, useRouteError, useRoutes,
  useSearchParams,
} from 'react-router';
