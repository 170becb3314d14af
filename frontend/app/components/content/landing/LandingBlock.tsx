// The landing-page blocks of the generic pages and the home page (backend/content/body/landing.py).
import { AudienceCounts } from "./AudienceCounts";
import type { LandingBlockData } from "./block-types";
import { CallsToAction } from "./CallsToAction";
import { ElectionCountdown } from "./ElectionCountdown";
import { Faq } from "./Faq";
import { Hero } from "./Hero";
import { LatestNews } from "./LatestNews";
import { unknownBlock } from "../unknown-block";

/** asTitle: this hero opens the page and carries its h1. */
export function LandingBlock({ block, asTitle = false }: { block: LandingBlockData; asTitle?: boolean }) {
  switch (block.type) {
    case "hero":
      return <Hero value={block.value} asTitle={asTitle} />;
    case "call_to_action":
      return <CallsToAction value={block.value} />;
    case "audience_counts":
      return <AudienceCounts value={block.value} />;
    case "election_countdown":
      return <ElectionCountdown />;
    case "latest_news":
      return <LatestNews value={block.value} />;
    case "faq":
      return <Faq value={block.value} />;
    default:
      return unknownBlock(block);
  }
}
