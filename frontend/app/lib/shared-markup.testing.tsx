// For tests of kept markup (lib/shared-markup.ts): a tree rendered as the server streams a page
// (entry.server.tsx), and a keeper that records each part it renders.
import { PassThrough } from "node:stream";
import type { ReactElement, ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect } from "vitest";
import { SiteIntlProvider } from "../components/SiteIntlProvider";
import { localeFromPath } from "./locale";
import { SharedMarkupContext, type SharedMarkup } from "./shared-markup";
import { createSharedMarkup } from "./shared-markup.server";
import { DEFAULT_SITE_SETTINGS } from "./site-settings";
import type { Account } from "./visitor";

/** The whole HTML of `tree`, streamed once everything is ready. */
export function streamedHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(tree, { onAllReady: () => pipe(sink), onShellError: reject });
  });
}

/** A keeper of shared markup, and the HTML of each part it rendered, in order. */
export function countingSharedMarkup() {
  const rendered: string[] = [];
  const shared = createSharedMarkup((element: ReactElement) => {
    const html = renderToString(element);
    rendered.push(html);
    return html;
  });
  return { shared, rendered };
}

/** `element` on a page at `address` as the server streams it (the root's data of an anonymous
 * visitor, or `user`'s), with kept markup from `shared` or none (null). */
export function streamedPage(address: string, shared: SharedMarkup | null, element: ReactElement, user: Account | null = null): Promise<string> {
  const locale = localeFromPath(address.split("?")[0]);
  const Stub = createRoutesStub([{ id: "root", path: "/", Component: () => element, children: [{ path: "*", Component: () => null }] }]);
  return streamedHtml(
    <SharedMarkupContext.Provider value={shared}>
      <SiteIntlProvider locale={locale}>
        <Stub initialEntries={[address]} hydrationData={{ loaderData: { root: { locale, user, electionToday: false, origin: "", settings: DEFAULT_SITE_SETTINGS } } }} />
      </SiteIntlProvider>
    </SharedMarkupContext.Provider>,
  );
}

/** A page rendered with or without kept markup (null): a form's test page. */
export type KeptPage<Props> = (address: string, shared: SharedMarkup | null, props: Props, user: Account | null) => Promise<string>;

/** Each case's form is rendered in place, not kept: the keeper renders nothing, the page shows
 * `shown` and equals the page rendered without a keeper. */
export async function expectRenderedInPlace<Props>(page: KeptPage<Props>, cases: [address: string, props: Props, user: Account | null, shown: string][]) {
  for (const [address, props, user, shown] of cases) {
    const { shared, rendered } = countingSharedMarkup();
    const html = await page(address, shared, props, user);
    expect(rendered, address).toHaveLength(0);
    expect(html, address).toContain(shown);
    expect(html, address).toBe(await page(address, null, props, user));
  }
}
