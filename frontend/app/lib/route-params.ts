// Route parameter checks, run before any call to the backend (SPEC §2: "A route has a validation
// check"; §4: failing it shows the 404 page with 'Page Not Found: {path}').

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Letters (any script, so 'café' or 'súdwest-fryslân' pass), digits, '-' and '_'.
const SLUG = /^[\p{L}\p{N}_-]{1,100}$/u;
const NUMERIC_ID = /^[1-9][0-9]{0,17}$/;
// Signed e-mail tokens (Django's signing and token generators use these characters).
const TOKEN = /^[A-Za-z0-9_.:=-]{1,512}$/;
// The code of a discount or upgrade link (SPEC §2.8 {id}): random URL-safe text, or a demo name;
// at least one letter, so a long number is never taken for one.
const LINK_CODE = /^(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9_-]{8,40}$/;
// The unguessable key of a ticket page (/agenda/tickets/{key}): URL-safe random text.
const TICKET_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const isUuid = (value: string | undefined): value is string => !!value && UUID.test(value);
export const isSlug = (value: string | undefined): value is string => !!value && SLUG.test(value);
/** An id is a positive integer, a uuid or a link's code (8 to 40 letters, digits, '-' and '_'). */
export const isId = (value: string | undefined): value is string =>
  !!value && (NUMERIC_ID.test(value) || UUID.test(value) || LINK_CODE.test(value));
export const isToken = (value: string | undefined): value is string => !!value && TOKEN.test(value);
export const isTicketKey = (value: string | undefined): value is string => !!value && TICKET_KEY.test(value);

/** Which check each parameter name of SPEC §3 gets. */
export const PARAM_VALIDATORS: Record<string, (value: string | undefined) => boolean> = {
  slug: isSlug,
  name: isSlug, // the top-level /:name also serves /{hash} and the bare uuid page: both are slug-shaped
  gemeente: isSlug,
  provincie: isSlug,
  waterschap: isSlug,
  uuid: isUuid,
  id: isId,
  token: isToken,
  key: isTicketKey,
};

/**
 * True when every parameter passes its check. A parameter without a known check fails, so a new
 * route cannot skip validation by accident. The splat of the catch-all ('*') is not checked.
 */
export function validRouteParams(params: Record<string, string | undefined>): boolean {
  return Object.entries(params).every(([key, value]) => {
    if (key === "*") return true;
    const check = PARAM_VALIDATORS[key];
    return check ? check(value) : false;
  });
}
