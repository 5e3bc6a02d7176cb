import type { Language } from "#server/platform/language";

/**
 * A factory of something made for a language (a form schema with its messages in it), run
 * once per language: a route asks for its schema on every request, and a zod schema is worth
 * keeping.
 */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made: Partial<Record<Language, T>> = {};
  return (language) => (made[language] ??= make(language));
}
