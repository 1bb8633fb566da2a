/**
 * Marks a search form (method GET) whose every change shows its results, as the offer filters do. Before the page's
 * code runs, the page's one small script (src/app/boot.ts) loads the results page itself on a change, as the form
 * would on submission, so the visitor's first choice answers at once; the page's code does it within the page later.
 */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';

/** Marks a field's default value, which the results URL leaves out as it does an empty one (the default sort order). */
export const SEARCH_DEFAULT_ATTRIBUTE = 'data-search-default';

/**
 * The URL a search form shows its results at, as the page's code writes it: the form's action with the values chosen,
 * in the order of the fields, empty and default values left out.
 */
export function searchFormUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const field of form.elements) {
    if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement) || !field.name || field.disabled) continue;
    if (field.value === '' || field.value === field.getAttribute(SEARCH_DEFAULT_ATTRIBUTE)) continue;
    params.set(field.name, field.value);
  }
  const query = params.toString();
  return `${new URL(form.action).pathname}${query ? `?${query}` : ''}`;
}
