// Wagtail StreamField blocks, shared by CMS pages, articles and positions. Rich text arrives as
// HTML the CMS has already sanitised. Unknown or malformed blocks render as nothing.
import { lazy, Suspense } from "react";
import type { CmsBlock } from "../../lib/cms";
import { CollapsibleText } from "../CollapsibleText";
import { LANDING_BLOCK_TYPES } from "./landing/block-types";

// The landing blocks (home, landing pages), the video block (some articles) and the Wfpp list of
// large gifts (/anbi) load in the browser only on pages that have them (DESIGN.md §6: an article ships no landing-page code). The server
// renders them at once, so the HTML is whole, also without JavaScript; in the browser React keeps
// that HTML inside the Suspense boundary and hydrates it when the block's code has arrived. (Both
// branches import dynamically: a static import would keep the code in this chunk.)
const LandingBlock = import.meta.env.SSR
  ? (await import("./landing/LandingBlock")).LandingBlock
  : lazy(() => import("./landing/LandingBlock").then((module) => ({ default: module.LandingBlock })));
const VideoBlock = import.meta.env.SSR
  ? (await import("./VideoBlock")).VideoBlock
  : lazy(() => import("./VideoBlock").then((module) => ({ default: module.VideoBlock })));
const PublishedGifts = import.meta.env.SSR
  ? (await import("./PublishedGifts")).PublishedGifts
  : lazy(() => import("./PublishedGifts").then((module) => ({ default: module.PublishedGifts })));

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null;
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const num = (value: unknown): number | undefined => (typeof value === "number" && value > 0 ? value : undefined);

function Block({ block, asTitle }: { block: CmsBlock; asTitle: boolean }) {
  const { type, value } = block;
  if (LANDING_BLOCK_TYPES.has(type)) {
    return (
      <Suspense fallback={null}>
        <LandingBlock type={type} value={value} asTitle={asTitle} />
      </Suspense>
    );
  }
  switch (type) {
    case "paragraph": {
      const html = str(value) || (isObj(value) ? str(value.html) : "");
      return html ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} /> : null;
    }
    case "heading": {
      const text = str(value) || (isObj(value) ? str(value.text) : "");
      return text ? <h2 className="block-heading">{text}</h2> : null;
    }
    case "image": {
      if (!isObj(value) || !str(value.url)) return null;
      return (
        <figure className="block-image">
          <img
            src={str(value.url)}
            srcSet={str(value.srcset) || undefined}
            sizes={str(value.srcset) ? "(min-width: 800px) 768px, 100vw" : undefined}
            alt={str(value.alt)}
            width={num(value.width)}
            height={num(value.height)}
            loading="lazy"
            decoding="async"
          />
          {str(value.caption) ? <figcaption>{str(value.caption)}</figcaption> : null}
        </figure>
      );
    }
    case "quote": {
      const text = isObj(value) ? str(value.text) : str(value);
      if (!text) return null;
      const attribution = isObj(value) ? str(value.attribution) : "";
      return (
        <figure className="block-quote">
          <blockquote>
            <p>{text}</p>
          </blockquote>
          {attribution ? <figcaption>{attribution}</figcaption> : null}
        </figure>
      );
    }
    case "collapsible": {
      if (!isObj(value) || !str(value.body)) return null;
      return <CollapsibleText title={str(value.title) || undefined} html={str(value.body)} />;
    }
    case "video": {
      // Articles only: a link to YouTube or Vimeo, loaded after a click.
      if (!isObj(value) || !/^https?:\/\//i.test(str(value.url))) return null;
      return (
        <Suspense fallback={null}>
          <VideoBlock url={str(value.url)} title={str(value.title) || str(value.url)} />
        </Suspense>
      );
    }
    case "published_gifts":
      return (
        <Suspense fallback={null}>
          <PublishedGifts value={value} />
        </Suspense>
      );
    default:
      return null;
  }
}

/** With heroAsTitle, a hero as the first block carries the page's h1 (the page shows no header). */
export function StreamField({ blocks, heroAsTitle = false }: { blocks: CmsBlock[]; heroAsTitle?: boolean }) {
  return (
    <div className="stream-field">
      {blocks.map((block, index) => (
        <Block key={block.id ?? index} block={block} asTitle={heroAsTitle && index === 0} />
      ))}
    </div>
  );
}
