// For tests of kept markup (lib/shared-markup.ts): a tree rendered as the server streams a page
// (entry.server.tsx), and a keeper that records each part it renders.
import { PassThrough } from "node:stream";
import type { ReactElement, ReactNode } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { createSharedMarkup } from "./shared-markup.server";

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
