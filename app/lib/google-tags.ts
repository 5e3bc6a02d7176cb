/** Where Google's tag scripts and the tag manager's frame come from (spec §4): the snippets and their URLs share it. */
export const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";
