// The landing-page block types (backend/content/body/landing.py), apart from their components so
// that StreamField can tell them without loading them (components/content/StreamField.tsx).
import type { CmsBlock, CmsBlockType } from "../../../lib/cms";

const LANDING_BLOCK_TYPES = {
  hero: true,
  call_to_action: true,
  audience_counts: true,
  election_countdown: true,
  latest_news: true,
  faq: true,
} as const satisfies Partial<Record<CmsBlockType, true>>;

export type LandingBlockData = Extract<CmsBlock, { type: keyof typeof LANDING_BLOCK_TYPES }>;

export const isLandingBlock = (block: CmsBlock): block is LandingBlockData => Object.hasOwn(LANDING_BLOCK_TYPES, block.type);
