// The inside of an engagement form as the server keeps it (lib/shared-markup.ts). A form that no
// one has sent yet is the same for every visitor of a language: the server renders content pages
// without the visitor's session, and the browser fills in a member's own details after hydration
// (lib/known-visitor.ts). Rendering it anew cost the home page a fifth of its render, mostly the
// form library's field bookkeeping (bench/RESULTS.md, issue 25). Kept here: a form's fields and
// end, rendered once per language on their own; the <form> element around them is rendered in
// place, as React Router's <Form> needs the route it is in. The browser renders everything itself
// and hydrates the kept HTML as its own: it is the same markup, as the form's id is fixed.
import type { ReactElement } from "react";
import { useLocation } from "react-router";
import { useLocale } from "use-intl";
import { CAMPAIGN_KEYS } from "../../lib/campaign";
import type { Locale } from "../../lib/locale";
import { useRouterContexts } from "../../lib/router-contexts";
import { useSharedMarkup } from "../../lib/shared-markup";

/** What the kept forms depend on besides their language: the code and its catalogues, fixed while
 * the process runs. */
const KEPT_FORMS = {};

export type KeptContent = { dangerouslySetInnerHTML: { __html: string } };

/**
 * The kept HTML of `content` (a form's inside) under `name`, or null where it must be rendered:
 * in the browser, for a form that is not `pristine` (an answer of its action, a visitor's own
 * details), and when the address carries campaign values (CampaignFields renders them).
 * `name` names everything else the inside shows (a page's amounts, the prices). A value that
 * differs per request (a one-time key) is rendered as its `keptSlot` and given in `fill`: each
 * request's HTML carries its own value there.
 */
export function useKeptFormContent(name: string, pristine: boolean, content: ReactElement, fill?: Record<string, string>): KeptContent | null {
  const locale = useLocale() as Locale;
  const { search } = useLocation();
  const wrap = useRouterContexts();
  const keep = import.meta.env.SSR && pristine && !hasCampaign(search);
  const held = useSharedMarkup(KEPT_FORMS, keep ? name : null, locale, wrap(content));
  if (!("dangerouslySetInnerHTML" in held)) return null;
  return fill ? { dangerouslySetInnerHTML: { __html: filled(held.dangerouslySetInnerHTML.__html, fill) } } : held;
}

/** What a kept inside carries in place of a value given per request (an attribute's value). */
export function keptSlot(name: string): string {
  return `kept-slot:${name}`;
}

function filled(html: string, fill: Record<string, string>): string {
  for (const [slot, value] of Object.entries(fill)) html = html.replaceAll(slot, escapeAttribute(value));
  return html;
}

// As React escapes an attribute's value.
const ESCAPED: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPED[character]);
}

function hasCampaign(search: string): boolean {
  if (!search) return false;
  const params = new URLSearchParams(search);
  return CAMPAIGN_KEYS.some((key) => params.has(key));
}
