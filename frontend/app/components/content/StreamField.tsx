// Wagtail StreamField blocks, shared by CMS pages, articles and positions, typed by the API
// (lib/cms.ts CmsBlock, a union discriminated on `type`). Rich text arrives as HTML the CMS has
// already sanitised.
import { lazy, Suspense } from "react";
import type { CmsBlock } from "../../lib/cms";
import { CollapsibleText } from "../CollapsibleText";
import { isLandingBlock } from "./landing/block-types";
import { unknownBlock } from "./unknown-block";

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

/** One block, by its type. */
function Block({ block, asTitle }: { block: CmsBlock; asTitle: boolean }) {
  if (isLandingBlock(block)) {
    return (
      <Suspense fallback={null}>
        <LandingBlock block={block} asTitle={asTitle} />
      </Suspense>
    );
  }
  switch (block.type) {
    case "paragraph":
      return <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.value }} />;
    case "heading":
      return <h2 className="block-heading">{block.value}</h2>;
    case "image": {
      const image = block.value;
      return (
        <figure className="block-image">
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes={image.srcset ? "(min-width: 800px) 768px, 100vw" : undefined}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            decoding="async"
          />
        </figure>
      );
    }
    case "quote": {
      const { text, attribution } = block.value;
      return (
        <figure className="block-quote">
          <blockquote>
            <p>{text}</p>
          </blockquote>
          {attribution ? <figcaption>{attribution}</figcaption> : null}
        </figure>
      );
    }
    case "collapsible":
      return <CollapsibleText title={block.value.title || undefined} html={block.value.body} />;
    case "video":
      // Articles only: a link to YouTube or Vimeo, loaded after a click; never another scheme.
      if (!/^https?:\/\//i.test(block.value.url)) return null;
      return (
        <Suspense fallback={null}>
          <VideoBlock url={block.value.url} title={block.value.title || block.value.url} />
        </Suspense>
      );
    case "published_gifts":
      return (
        <Suspense fallback={null}>
          <PublishedGifts value={block.value} />
        </Suspense>
      );
    default:
      return unknownBlock(block);
  }
}

/** With heroAsTitle, a hero as the first block carries the page's h1 (the page shows no header). */
export function StreamField({ blocks, heroAsTitle = false }: { blocks: CmsBlock[]; heroAsTitle?: boolean }) {
  return (
    <div className="stream-field">
      {blocks.map((block, index) => (
        <Block key={index} block={block} asTitle={heroAsTitle && index === 0} />
      ))}
    </div>
  );
}
