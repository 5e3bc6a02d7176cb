import { useFormAction, useNavigation } from "@remix-run/react";

/**
 * Whether a submission to this route's action (or `action`), with `intent` when one is named,
 * is on its way: from the click until the page it leads to has loaded (the action, then its
 * redirect or the reload of the page's data). Forms disable their button meanwhile: a second
 * click would only cancel the first in the browser, while the server still carries out both
 * (two addresses, two messages).
 */
export function useSubmissionPending(intent?: string, action?: string): boolean {
  const navigation = useNavigation();
  const routeAction = useFormAction();
  if (!navigation.formData || !navigation.formAction) return false;
  if (pathOf(navigation.formAction) !== pathOf(action ?? routeAction)) return false;
  return intent === undefined || navigation.formData.get("intent") === intent;
}

const pathOf = (url: string) => url.split(/[?#]/, 1)[0];
