/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// Single fetch: loaders' return types are inferred without JSON serialization wrappers.
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
