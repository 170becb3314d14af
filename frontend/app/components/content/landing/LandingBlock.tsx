// The landing-page blocks of the generic pages and the home page (backend/content/blocks.py).
import type { ArticleSummary, ImageOut } from "../../../lib/content/types";
import { AudienceCounts } from "./AudienceCounts";
import { CallsToAction, type Dues, knownActions } from "./CallsToAction";
import { ElectionCountdown } from "./ElectionCountdown";
import { Faq, type FaqItem } from "./Faq";
import { Hero } from "./Hero";
import { LatestNews } from "./LatestNews";

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null;
const str = (value: unknown): string => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const isDues = (value: unknown): value is Dues =>
  isObj(value) && typeof value.adult_cents === "number" && typeof value.youth_cents === "number";
const isImage = (value: unknown): value is ImageOut => isObj(value) && typeof value.url === "string";
const isFaqItem = (value: unknown): value is FaqItem => isObj(value) && !!str(value.question) && typeof value.answer === "string";
const isArticle = (value: unknown): value is ArticleSummary => isObj(value) && !!str(value.slug) && !!str(value.title);

/** asTitle: this hero opens the page and carries its h1. */
export function LandingBlock({ type, value, asTitle = false }: { type: string; value: unknown; asTitle?: boolean }) {
  const block = isObj(value) ? value : {};
  switch (type) {
    case "hero":
      if (!str(block.title)) return null;
      return (
        <Hero
          title={str(block.title)}
          text={str(block.text)}
          image={isImage(block.image) ? block.image : null}
          actions={knownActions(block.actions)}
          asTitle={asTitle}
        />
      );
    case "call_to_action":
      return <CallsToAction title={str(block.title)} actions={knownActions(block.actions)} dues={isDues(block.dues) ? block.dues : null} />;
    case "audience_counts":
      return <AudienceCounts title={str(block.title)} />;
    case "election_countdown":
      return <ElectionCountdown />;
    case "latest_news":
      return <LatestNews title={str(block.title)} items={list(block.items).filter(isArticle)} />;
    case "faq":
      return <Faq title={str(block.title)} items={list(block.items).filter(isFaqItem)} />;
    default:
      return null;
  }
}
