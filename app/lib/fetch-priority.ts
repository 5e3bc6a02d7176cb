/**
 * `fetchpriority="high"` for a page's largest image (its LCP), spread onto the <img>: the browser
 * fetches it before the scripts. React 18 does not know the camelCase `fetchPriority` prop (it
 * warns); the lowercase attribute passes through as it is.
 */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;
