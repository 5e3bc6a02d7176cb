/**
 * The error pages as the server renders them: imported statically there, so an error page
 * (with or without JavaScript) is whole in its HTML. The browser build gets an empty module in
 * its place and loads ./ErrorPages lazily (./RouteErrorPage.tsx): a page without an error never
 * loads the error pages' code.
 */
export { GeneralErrorBoundary, RootErrorBoundary } from "./ErrorPages";
